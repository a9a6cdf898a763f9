// The layout pass both headless views share (docs/semantics.md §10, "The layout pass"): UIKit's `reloadData()`
// makes no cells at once; the view asks for them when it next lays out. Here the Apple-shaped calls defer the cells
// of a reload the same way, and the pass runs at the first read of what the view shows, at `layoutIfNeeded()`, or at
// the end of the main-actor turn. The checked calls make their cells at once, inside their own operation, so that a
// cell failure throws and leaves the view as it was.

extension ListViewEngine {
  /// Makes the cells of the viewport if a layout pass is pending (after a reload that deferred them): one operation,
  /// so on a cell failure the view is as it was and the pass is still pending. Does nothing inside a batch block or
  /// another operation (a cell provider that reads the view), and without a data source to ask.
  ///
  /// - Throws: a cell failure of the data source.
  /// - Complexity: O(viewport) when a pass is pending, else O(1).
  func listLayoutIfNeeded() throws(Failure) {
    guard list.needsLayout, list.pendingBatch == nil, list.displayCalls == nil, hasDataSource else { return }
    try atomically { () throws(Failure) in try realizeViewport() }
  }

  /// Before a checked batch update: the pending layout pass, as an operation of its own (kept when the update then
  /// fails), so that the cells are made from the model before the update's block changes it. An Apple-shaped update
  /// leaves the pass pending: the cells it makes are those of the state the view shows then.
  ///
  /// - Throws: a cell failure of the pass (the view is as it was, the pass still pending).
  func layOutBeforeUpdate() throws(Failure) {
    guard !list.defersLayout else { return }
    try listLayoutIfNeeded()
  }

  /// Runs the pending layout pass before a read of what the view shows; a cell failure traps with UIKit's message,
  /// as UIKit raises at layout.
  ///
  /// - Complexity: O(1) when no pass is pending.
  @inline(__always)
  func layoutBeforeRead() {
    if list.needsLayout { orTrap { () throws(Failure) in try listLayoutIfNeeded() } }
  }

  /// Runs `body` as an Apple-shaped call: a reload inside it leaves its cells to the layout pass, as UIKit's does.
  func deferringLayout<Result, E: Error>(_ body: () throws(E) -> Result) throws(E) -> Result {
    try withLayout(deferred: true, body)
  }

  /// Runs `body` as a checked call, even inside an Apple-shaped one: its reloads make their cells at once.
  func layingOutNow<Result, E: Error>(_ body: () throws(E) -> Result) throws(E) -> Result {
    try withLayout(deferred: false, body)
  }

  private func withLayout<Result, E: Error>(deferred: Bool, _ body: () throws(E) -> Result) throws(E) -> Result {
    let defers = list.defersLayout
    list.defersLayout = deferred
    defer { list.defersLayout = defers }
    return try body()
  }

  /// Runs a checked call as its Apple-shaped twin: reloads defer their cells, and a failure traps with the message.
  func appleShaped<Result>(_ body: () throws(Failure) -> Result) -> Result {
    orTrap { () throws(Failure) in try deferringLayout(body) }
  }

  /// After a reload or an update: leaves the cells to the layout pass when the call defers them (scheduling the
  /// pass for the end of the main-actor turn), else makes them now.
  func realizeOrDefer() throws(Failure) {
    guard list.defersLayout else { return try realizeViewport() }
    list.needsLayout = true
    scheduleLayoutPass()
  }

  /// Schedules the pass for the end of the main-actor turn (UIKit's run-loop commit): one task at a time; it does
  /// nothing when a read laid the view out first.
  private func scheduleLayoutPass() {
    guard !list.layoutPassScheduled else { return }
    list.layoutPassScheduled = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.list.layoutPassScheduled = false
      self.layoutBeforeRead()
    }
  }
}
