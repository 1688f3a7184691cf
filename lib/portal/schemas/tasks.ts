/** Record schemas of the tasks area. Lenient output schemas. */
import { z } from "zod";
import { freeObject, oAny, oInt, oStr } from "./fields";

export const Task = z.looseObject({
  id: oStr(),
  name: oStr(),
  state: oStr(),
  user_id: oStr(),
  ended_at: oAny(),
  read_at: oAny(),
  start_at: oAny(),
});
export type Task = z.infer<typeof Task>;

export const TaskStep = z.looseObject({
  id: oInt(),
  description: oStr(),
  method: oStr(),
  params: oStr(),
  path: oStr(),
  response: oStr(),
  task_id: oStr(),
  ended_at: oAny(),
  start_at: oAny(),
});
export type TaskStep = z.infer<typeof TaskStep>;

/** POST /task: {id string}. */
export const TaskCreated = z.looseObject({ id: oStr() });
export type TaskCreated = z.infer<typeof TaskCreated>;

/** POST /task/{task_id}/step: {id integer, task_id string}. */
export const TaskStepCreated = z.looseObject({ id: oInt(), task_id: oStr() });
export type TaskStepCreated = z.infer<typeof TaskStepCreated>;

/** POST /task/{task_id}/run: a free-form object. */
export const TaskRunResult = freeObject();
export type TaskRunResult = z.infer<typeof TaskRunResult>;
