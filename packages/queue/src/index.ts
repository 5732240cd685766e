export type {
  CreateQueueOptions,
  Queue,
  QueueAppEffect,
  QueueClock,
  QueueStorage,
  TaskExecutor,
} from "./createQueue.js";
export { createQueue } from "./createQueue.js";
export type { KeyedTable } from "./keyedTable.js";
export { emptyTable, tableDelete, tableGet, tableKeys, tableSet, tableValues } from "./keyedTable.js";
export type { QueueConfig } from "./queueConfig.js";
export { defaultQueueConfig } from "./queueConfig.js";
export type { QueueErrorReason } from "./queueError.js";
export { isQueueError, QueueError } from "./queueError.js";
export type {
  QueueAction,
  QueueEffect,
  QueueRun,
  QueueState,
  QueueTransition,
  RunOutcome,
  TaskRequest,
  TaskResponse,
} from "./queueReducer.js";
export {
  activeRuns,
  findTask,
  initialQueueState,
  queueReducer,
  REFRESH_ATTEMPTS_MESSAGE,
  REFRESH_FAILED_MESSAGE,
  storedTasks,
  UNAUTHORIZED_ANSWER,
} from "./queueReducer.js";
export type { QueueTask, TaskInput, TaskPayload } from "./queueTask.js";
export { prepareTask } from "./queueTask.js";
export type { DispatchEffect, EmitTaskEffect } from "./taskCallbackEffect.js";
export { taskCallbackEffect } from "./taskCallbackEffect.js";
export type { QueueNotification, TaskAnswer } from "./taskErrorNotification.js";
export { isSuccessCode, taskErrorNotification } from "./taskErrorNotification.js";
