// The update calls as values, once for both views: an update call without an animation, and the calls of a batch
// block recorded in order.

extension ListViewEngine {
  /// Makes an update call that takes no animation (a move, a reconfigure; every call of a collection view).
  func send(_ call: BatchCall) throws(Failure) { try send(call, animation: .automatic) }

  /// Records `calls` in the open batch block, in order.
  func record(_ calls: [BatchCall], animation: RowAnimation) {
    precondition(list.pendingBatch != nil, "update calls as values are recorded inside a batch block")
    // Inside a batch block a call only records: it cannot fail.
    for call in calls { try? send(call, animation: animation) }
  }
}
