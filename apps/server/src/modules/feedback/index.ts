/** The public face of feedback for other modules: the pipeline opens a task on a hire; the sweep on an accepted application. */
export {
  applicationsWithTask,
  approvedFeedbackRatings,
  interviewsWithTasks,
  openFeedbackTask,
  openInterviewFeedbackTasks,
} from './tasks.ts';
