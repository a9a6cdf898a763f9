// The result of diffing two snapshots, in the index-path frames UIKit's `performBatchUpdates` expects
// (docs/semantics.md §4.1). The data source sends the structural part as one batch, then reloads and reconfigures.

/// One batch of collection-view updates, expressed in UIKit's frames.
///
/// | field | frame |
/// |---|---|
/// | `deletedSections`, `deletedItems` | before the update (old snapshot) |
/// | `insertedSections`, `insertedItems` | after the update (new snapshot) |
/// | `movedSections`, `movedItems` | `from` before, `to` after |
/// | `reloadedSections`, `reloadedItems`, `reconfiguredItems` | the **final** state: the data source issues them in a
///   second update, after the structural batch, at the identifiers' new positions (docs/semantics.md §3.3) |
///
/// Ordering: `deletedSections` ascending, `insertedSections` ascending, `deletedItems` descending,
/// `insertedItems` ascending, moves by ascending destination, reloads/reconfigures ascending.
public struct BatchUpdate: Sendable, Equatable, Hashable {
  /// A section move: `from` is an index before the update, `to` an index after it.
  public struct SectionMove: Sendable, Hashable, CustomStringConvertible {
    /// The section's index before the update.
    public var from: Int
    /// The section's index after the update.
    public var to: Int
    /// A move of the section at `from` (before) to `to` (after).
    @inlinable public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
    /// `from→to`, as `2→0`.
    public var description: String { "\(from)→\(to)" }
  }

  /// An item move: `from` is an index path before the update, `to` an index path after it.
  public struct ItemMove: Sendable, Hashable, CustomStringConvertible {
    /// The item's index path before the update.
    public var from: IndexPath
    /// The item's index path after the update.
    public var to: IndexPath
    /// A move of the item at `from` (before) to `to` (after).
    @inlinable public init(from: IndexPath, to: IndexPath) {
      self.from = from
      self.to = to
    }
    /// `section.item→section.item`, as `0.2→1.0`.
    public var description: String { "\(from.section).\(from.item)→\(to.section).\(to.item)" }
  }

  /// Sections deleted, at their indexes before the update (ascending).
  public var deletedSections: [Int]
  /// Sections inserted, at their indexes after the update (ascending).
  public var insertedSections: [Int]
  /// Sections moved, from before to after the update.
  public var movedSections: [SectionMove]
  /// Sections reloaded (a delete and an insert of the same section), at their final indexes.
  public var reloadedSections: [Int]
  /// Items deleted, at their index paths before the update (descending).
  public var deletedItems: [IndexPath]
  /// Items inserted, at their index paths after the update (ascending).
  public var insertedItems: [IndexPath]
  /// Items moved, from before to after the update.
  public var movedItems: [ItemMove]
  /// Items reloaded (new cells), at their final index paths.
  public var reloadedItems: [IndexPath]
  /// Items reconfigured (the same cells, configured again), at their final index paths.
  public var reconfiguredItems: [IndexPath]

  /// An update with the given changes; every list defaults to empty.
  @inlinable
  public init(
    deletedSections: [Int] = [], insertedSections: [Int] = [], movedSections: [SectionMove] = [],
    reloadedSections: [Int] = [], deletedItems: [IndexPath] = [], insertedItems: [IndexPath] = [],
    movedItems: [ItemMove] = [], reloadedItems: [IndexPath] = [], reconfiguredItems: [IndexPath] = []
  ) {
    self.deletedSections = deletedSections
    self.insertedSections = insertedSections
    self.movedSections = movedSections
    self.reloadedSections = reloadedSections
    self.deletedItems = deletedItems
    self.insertedItems = insertedItems
    self.movedItems = movedItems
    self.reloadedItems = reloadedItems
    self.reconfiguredItems = reconfiguredItems
  }

  /// True when the update changes nothing: no structural change, no reload, no reconfigure.
  @inlinable
  public var isEmpty: Bool { !hasStructuralChanges && !hasReloadsOrReconfigures }

  /// True when sections or items are inserted, deleted or moved (what needs `performBatchUpdates`).
  @inlinable
  public var hasStructuralChanges: Bool {
    !deletedSections.isEmpty || !insertedSections.isEmpty || !movedSections.isEmpty
      || !deletedItems.isEmpty || !insertedItems.isEmpty || !movedItems.isEmpty
  }

  /// True when sections or items are reloaded or items reconfigured (the data source's second update).
  @inlinable
  public var hasReloadsOrReconfigures: Bool {
    !reloadedSections.isEmpty || !reloadedItems.isEmpty || !reconfiguredItems.isEmpty
  }

  /// The number of changes: every section and item deleted, inserted, moved or reloaded, and every item
  /// reconfigured (what a data source's `reloadThreshold` counts).
  ///
  /// - Complexity: O(1).
  @inlinable
  public var changeCount: Int {
    deletedSections.count + insertedSections.count + movedSections.count + reloadedSections.count
      + deletedItems.count + insertedItems.count + movedItems.count + reloadedItems.count + reconfiguredItems.count
  }
}
