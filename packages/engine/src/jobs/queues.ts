/**
 * Every job queue's name, in one place (issue 32): the routes that enqueue and the workers that run them (the
 * engine's own worker and `esgkit worker`) read them from here. Renaming one strands the jobs already queued under
 * the old name, so a name, once released, stays.
 */
export const QUEUES = {
  /** PDF renders (exports.report, exports.screeningPdf) and `esgkit report --all-clients --queue`'s per-client jobs. */
  reportPdf: 'report.pdf',
  /** A cron job removing the PDF renders past their expiry (rows, and files under ESGKIT_REPORTS_DIR). */
  pdfRendersExpiry: 'report.pdf.expiry',
  /** A CSV export built from its signed download link (exports.csvJob), stored as the PDF renders are. */
  exportCsv: 'export.csv',
  /** A client's whole chain (chain.start): the client test, then PAI; one job per portfolio version at a time. */
  chainRun: 'chain.run',
  /** Part 9's notification digests, one job per cron tick across every worker. */
  notificationDigests: 'notifications.digests',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
