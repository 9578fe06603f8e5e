import { decidePhoto, getPhotoQueue, getTransparencyReport } from '@amori/contract';
import type { Api } from '../../plugins/api';
import type { PhotoQueue } from './photo-queue.service';
import type { Transparency } from './transparency.service';

export function consoleRoutes(
  api: Api,
  { photoQueue, transparency }: { photoQueue: PhotoQueue; transparency: Transparency },
): void {
  api.call(getPhotoQueue, ({ member }) => photoQueue.queue(member));
  api.call(decidePhoto, ({ member, body }) => photoQueue.decide(member, body));
  api.call(getTransparencyReport, async ({ member, query, reply }) => {
    const report = await transparency.report(member, query.from, query.to);
    if (query.format !== 'csv') return report;
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="transparency-${query.from}-${query.to}.csv"`);
    return transparency.csv(report);
  });
}
