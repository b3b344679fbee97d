export { closeEndedDays, dailyCloseJob } from './daily-close-job.ts';
export { reportRoutes } from './report-routes.ts';
