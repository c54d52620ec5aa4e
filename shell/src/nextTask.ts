/** Ends the current task: the browser may paint and handle input before the next step (issue 17). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
