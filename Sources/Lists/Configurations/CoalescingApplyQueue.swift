// Serializes the applies of a list configuration: calls run in order, a call superseded by a newer one is skipped,
// and cancelling a caller only drops its own apply.

/// Runs apply closures one after another, in call order, on the main actor, skipping any closure for which a newer,
/// not-cancelled request is already queued (its state would be overwritten at once anyway).
///
/// - A call returns once its own state, or a newer one that superseded it, has been applied (or immediately when
///   the caller is cancelled).
/// - Cancelling a caller cancels only its request: if it has not run yet it is skipped, and the requests queued
///   before it that it had superseded still see it as cancelled, so the newest live request wins. A request
///   cancelled after an older one was skipped in its favour leaves the list in the last applied state.
/// - The closures are synchronous, so an apply is never interleaved with another one.
@MainActor
final class CoalescingApplyQueue {
  private var generation = 0
  private var queued: [(generation: Int, task: Task<Bool, Never>)] = []
  private var tail: Task<Bool, Never>?

  /// Queues `apply` and waits until it (or a request that superseded it) ran.
  ///
  /// - Complexity: O(q) bookkeeping for q queued requests, plus the apply.
  func enqueue(_ apply: @escaping @MainActor () -> Void) async {
    generation += 1
    let mine = generation
    let previous = tail
    let task = Task { @MainActor [weak self] () -> Bool in
      _ = await previous?.value
      guard let self else { return false }
      defer { self.queued.removeAll { $0.generation == mine } }
      if Task.isCancelled { return false }
      if self.queued.contains(where: { $0.generation > mine && !$0.task.isCancelled }) { return false }
      apply()
      return true
    }
    tail = task
    queued.append((mine, task))
    let applied = await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
    // Superseded: wait for the newest request queued so far (it awaits everything before it).
    if !applied, !Task.isCancelled, let newest = tail { _ = await newest.value }
  }
}
