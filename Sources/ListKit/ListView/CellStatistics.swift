// Per-cell-class counters of the headless collection view: how cells were obtained, recycled and configured.

/// What the collection view did with the cells of one class.
///
/// `dequeues == creations + reuses` holds for dequeues that return a cell; a dequeue that returns the existing cell
/// of an item being reconfigured counts nowhere.
public struct CellStatistics: Sendable, Hashable, CustomStringConvertible {
  /// The cell class's name, as `String(describing:)` prints the type.
  public var className: String
  /// Successful dequeues of cells of this class.
  public var dequeues = 0
  /// Dequeues that created a new instance (the reuse pool was empty).
  public var creations = 0
  /// Dequeues that handed out a recycled instance.
  public var reuses = 0
  /// Times a cell of this class was returned by the data source for display (including reconfigures).
  public var configures = 0
  /// Calls of `prepareForReuse()` on cells of this class.
  public var prepareForReuseCalls = 0

  /// Counters at zero for the named class.
  public init(className: String) {
    self.className = className
  }

  /// `Cell: 3 dequeues (2 created, 1 reused), 4 configures, 1 prepareForReuse`.
  public var description: String {
    "\(className): \(dequeues) dequeues (\(creations) created, \(reuses) reused), \(configures) configures,"
      + " \(prepareForReuseCalls) prepareForReuse"
  }
}
