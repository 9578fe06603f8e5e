import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Events } from '../../lib/events';
import type { JobQueue } from '../../lib/jobs';
import type { Sessions } from '../../plugins/session';
import type { Directory } from '../directory/directory.service';
import type { Mail } from '../mail/mail.service';
import type { Members } from '../members/members.service';
import type { Photos } from '../photos/photos.service';

/** What the moderation module works with: its reports, actions and appeals, and their effects. */
export interface ModerationDeps {
  db: Database;
  now: Clock;
  storage: Storage;
  events: Events;
  jobs: JobQueue;
  sessions: Pick<Sessions, 'endAll'>;
  mail: Mail;
  directory: Directory;
  members: Members;
  photos: Photos;
}
