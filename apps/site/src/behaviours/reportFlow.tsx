import type { ReportPlace } from '@amori/core';
import { useState } from 'react';
import { reportFailure, reportMember, type ReportStatus } from '../data/reports';
import { useModals } from './lazyModals';

/** The member being reported from a list or deck, and where the dialog stands. */
interface Reporting {
  profile: number;
  name: string;
  status: ReportStatus;
  blocked: boolean;
}

/**
 * Reporting a member met in a list or deck (a likes entry, a swipe card): `open` starts the
 * report dialog (loaded when first wanted) for one member, `dialog` is the element to render.
 */
export function useReportFlow(place: ReportPlace) {
  const [reporting, setReporting] = useState<Reporting | null>(null);
  const modals = useModals(reporting !== null);
  const open = (profile: number, name: string) =>
    setReporting({ profile, name, status: 'idle', blocked: false });
  const dialog =
    modals && reporting ? (
      <modals.ReportDialog
        memberName={reporting.name}
        status={reporting.status}
        blocked={reporting.blocked}
        onClose={() => setReporting(null)}
        onSubmit={(values) => {
          const { profile, name } = reporting;
          setReporting({ profile, name, status: 'sending', blocked: false });
          reportMember({ profile, place, ...values })
            .then(({ blocked }) => setReporting({ profile, name, status: 'done', blocked }))
            .catch((error: unknown) =>
              setReporting({ profile, name, status: reportFailure(error), blocked: false }),
            );
        }}
      />
    ) : null;
  return { open, dialog };
}
