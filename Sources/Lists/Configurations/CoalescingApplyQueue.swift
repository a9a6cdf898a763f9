// Serializes the applies of a list configuration: calls run in order, a call superseded by a newer one is skipped,
// and cancelling a caller only drops its own apply.

/// Runs apply closures one after another, in call order, on the main actor, skipping any closure for which a newer,
/// not-cancelled request that replaces the whole state is already queued (its state would be overwritten at once
/// anyway). An edit (a request that derives from the state before it, `replacesAll: false`) is never skipped for
/// a newer edit, since that edit builds on it.
///
/// - A call returns once its own state, or a newer one that superseded it, has been applied (or immediately when
///   the caller is cancelled), with what its own apply sent: nil when it was skipped.
/// - Cancelling a caller cancels only its request: if it has not run yet it is skipped, and the requests queued
///   before it that it had superseded still see it as cancelled, so the newest live request wins. A request
///   cancelled after an older one was skipped in its favour leaves the list in the last applied state.
/// - The closures are synchronous, so an apply is never interleaved with another one.
@MainActor
final class CoalescingApplyQueue {
  private var generation = 0
  private var queued: [(generation: Int, replacesAll: Bool, task: Task<Outcome, Never>)] = []
  private var tail: Task<Outcome, Never>?

  /// What a request's turn did: skipped, or applied and sent this update (nil: the list was gone, or the apply
  /// sent nothing the caller can see).
  private enum Outcome: Sendable {
    case skipped
    case applied(DataSourceUpdate?)
  }

  /// Queues `apply` and waits until it (or a request that superseded it) ran.
  ///
  /// - Parameter replacesAll: whether `apply` replaces the whole state (then it supersedes the requests before it);
  ///   false for an edit of the state before it.
  /// - Returns: what `apply` returned, or nil when it was skipped (superseded or cancelled).
  /// - Complexity: O(q) bookkeeping for q queued requests, plus the apply.
  @discardableResult
  func enqueue(replacesAll: Bool = true, _ apply: @escaping @MainActor () -> DataSourceUpdate?) async
    -> DataSourceUpdate?
  {
    generation += 1
    let mine = generation
    let previous = tail
    let task = Task { @MainActor [weak self] () -> Outcome in
      _ = await previous?.value
      guard let self else { return .skipped }
      defer { self.queued.removeAll { $0.generation == mine } }
      if Task.isCancelled { return .skipped }
      if self.queued.contains(where: { $0.generation > mine && $0.replacesAll && !$0.task.isCancelled }) {
        return .skipped
      }
      return .applied(apply())
    }
    tail = task
    queued.append((mine, replacesAll, task))
    let outcome = await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
    if case .applied(let update) = outcome { return update }
    // Superseded: wait for the newest request queued so far (it awaits everything before it).
    if !Task.isCancelled, let newest = tail { _ = await newest.value }
    return nil
  }
}
