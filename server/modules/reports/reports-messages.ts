/** The reports module's own words, beside the shared ones of src/core/domain/session-report.ts. */
export const REPORTS_MESSAGES = {
  /** the report page's title, before the site's name: «گزارش جلسه مشاوره مالیاتی | …» */
  pageTitle: (typeTitle: string) => `گزارش جلسه ${typeTitle}`,
} as const;
