/** What a complaint is about (the complaints form's choice; the server stores it). */
export const COMPLAINT_KINDS = ['content', 'member', 'billing', 'privacy', 'other'] as const;
export type ComplaintKind = (typeof COMPLAINT_KINDS)[number];
