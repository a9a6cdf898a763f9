// The queue of apply completion handlers: UIKit calls them after `apply` returns, on the main queue, in order.

/// Completion handlers of applies, run on the main actor after the apply that queued them has returned, in the
/// order the applies were made (one FIFO for every data source, as UIKit's main queue is one).
@MainActor
@usableFromInline
enum ApplyCompletions {
  private static var pending: [@MainActor () -> Void] = []
  private static var next = 0

  /// Queues `completion`; the first completion queued while none is pending schedules one main-actor task that
  /// runs every queued completion in order, including those queued by completions it runs.
  @usableFromInline
  static func enqueue(_ completion: @escaping @MainActor () -> Void) {
    pending.append(completion)
    if pending.count == 1 {
      Task { @MainActor in drain() }
    }
  }

  /// `update`, once `completion` (if any) is queued: the end of every apply that takes a completion handler.
  @usableFromInline
  static func returning(_ update: DataSourceUpdate, thenCalling completion: (@MainActor () -> Void)?)
    -> DataSourceUpdate
  {
    if let completion { enqueue(completion) }
    return update
  }

  private static func drain() {
    while next < pending.count {
      let completion = pending[next]
      next += 1
      completion()
    }
    pending.removeAll(keepingCapacity: true)
    next = 0
  }
}
