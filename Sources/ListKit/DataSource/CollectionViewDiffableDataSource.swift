// The diffable data source: owns the current snapshot and the stored section snapshots, diffs every apply and
// drives the headless collection view with UIKit's batch updates (semantics.md §2.3, §3).

/// A pure-Swift `UICollectionViewDiffableDataSource` that drives a `HeadlessCollectionView`.
///
/// - The first apply is a `reloadData`; later applies diff (also with `animatingDifferences: false`, as on iOS 15+)
///   and send one structural batch, then the reloads and reconfigures in a second update at their final index paths.
/// - `applySnapshotUsingReloadData` resets without a diff.
/// - Section snapshots applied with `apply(_:to:)` are stored (`snapshot(for:)`) and rebased on later full applies.
/// - Every apply returns the update it sent, so callers (the `lks` shell) can show it.
/// - Applies run on the main actor and never suspend in the middle, so applies from several tasks are serialized in
///   the order they reach the main actor.
///
/// The checked API (`tryApply…`, `tryUserExpand…`) throws `DataSourceError` and leaves the data source and the view as
/// they were; the Apple-shaped API calls it and traps with the same message, as UIKit raises.
@MainActor
public final class CollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: HeadlessCollectionViewDataSource {
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>
  public typealias CellProvider =
    @MainActor (HeadlessCollectionView, IndexPath, ItemIdentifierType) -> HeadlessCell?
  public typealias SupplementaryViewProvider =
    @MainActor (HeadlessCollectionView, String, IndexPath) -> HeadlessReusableView?

  private weak var _collectionView: HeadlessCollectionView?
  private let cellProvider: CellProvider
  /// Supplies headers, footers and other supplementary views the view's layout asks for.
  public var supplementaryViewProvider: SupplementaryViewProvider?
  /// Outline hooks consulted when the user expands or collapses an item (`userExpand(_:)`, `userCollapse(_:)`).
  public var sectionSnapshotHandlers = SectionSnapshotHandlers()
  /// Interactive reordering hooks (`userMoveItem(at:to:)`).
  public var reorderingHandlers = ReorderingHandlers()

  /// What the collection view shows (no reload/reconfigure marks).
  private var current = Snapshot()
  /// The hierarchical snapshots applied with `apply(_:to:)`, per section.
  private var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]
  private var hasAppliedOnce = false

  /// Creates a data source and makes it the view's `dataSource` (the view keeps it weakly: retain it yourself).
  public init(collectionView: HeadlessCollectionView, cellProvider: @escaping CellProvider) {
    self._collectionView = collectionView
    self.cellProvider = cellProvider
    collectionView.dataSource = self
  }

  /// The collection view this data source drives, or nil once the view has another data source (or is gone).
  public var collectionView: HeadlessCollectionView? {
    guard let view = _collectionView, view.dataSource === self else { return nil }
    return view
  }

  // MARK: Queries

  /// A copy of the current snapshot, without reload/reconfigure marks.
  ///
  /// - Complexity: O(1) (copy-on-write).
  public func snapshot() -> Snapshot { current }

  /// A copy of the stored hierarchical snapshot of `section`; if none was applied, a flat snapshot whose roots are
  /// the section's items; empty for an unknown section.
  ///
  /// - Complexity: O(1) for a stored snapshot, O(n) to build a flat one.
  public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
    if let stored = sectionSnapshots[section] { return stored }
    var flat = SectionSnapshot()
    if current.contains(section: section) {
      flat.append(current.itemIdentifiers(inSection: section))
    }
    return flat
  }

  /// The item at `indexPath`, or nil when out of range (negative indices included).
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2 else { return nil }
    let section = indexPath.section
    let item = indexPath.item
    guard section >= 0, section < current._sectionItems.count else { return nil }
    let items = current._sectionItems[section]
    guard item >= 0, item < items.count else { return nil }
    return items[item]
  }

  /// The index path of `identifier`, or nil when absent.
  public func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
    guard let section = current.sectionIdentifier(containingItem: identifier),
      let sectionIndex = current.indexOfSection(section),
      let item = current._sectionItems[sectionIndex].firstIndex(of: identifier)
    else { return nil }
    return IndexPath(item: item, section: sectionIndex)
  }

  /// The section at `index`, or nil when out of range.
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifier(at: index)
  }

  /// The index of `identifier`, or nil when absent.
  public func index(for identifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(identifier)
  }

  // MARK: Applying snapshots (checked)

  /// Diffs `snapshot` against the current state and sends the result to the collection view: one structural batch,
  /// then reloads and reconfigures at their final index paths. The very first apply is a `reloadData`.
  ///
  /// `animatingDifferences` only chooses whether the (headless) view animates; the diff is the same (iOS 15+).
  /// Reload/reconfigure marks on identifiers absent from `snapshot` are ignored. Stored section snapshots are rebased.
  ///
  /// - Returns: the update sent to the view.
  /// - Throws: `DataSourceError` if the view rejects the update or a cell cannot be made; nothing changes then.
  /// - Complexity: O(n) in the number of items of both snapshots (the diff), plus O(viewport) cell work.
  @discardableResult
  public func tryApply(_ snapshot: Snapshot, animatingDifferences: Bool = true) throws(DataSourceError)
    -> DataSourceUpdate
  {
    try commit(snapshot, sectionSnapshotsAfter: rebased(sectionSnapshots, onto: snapshot))
  }

  /// Resets the view to `snapshot` with `reloadData`, without a diff; the next apply diffs against it.
  @discardableResult
  public func tryApplySnapshotUsingReloadData(_ snapshot: Snapshot) throws(DataSourceError) -> DataSourceUpdate {
    let newSectionSnapshots = rebased(sectionSnapshots, onto: snapshot)
    let old = current
    let oldSectionSnapshots = sectionSnapshots
    current = snapshot.strippingMarks()
    sectionSnapshots = newSectionSnapshots
    hasAppliedOnce = true
    if let view = collectionView {
      do { try view.tryReloadData() } catch {
        current = old
        sectionSnapshots = oldSectionSnapshots
        throw .collectionView(error)
      }
    }
    return DataSourceUpdate(kind: .reloadData, batchUpdate: BatchUpdate())
  }

  /// Applies a hierarchical snapshot to one section: the section's items become `sectionSnapshot.visibleItems`
  /// (appending the section if it does not exist, moving in items that live in other sections), and the tree is
  /// stored for `snapshot(for:)` and later user expand/collapse.
  @discardableResult
  public func tryApply(
    _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true
  ) throws(DataSourceError) -> DataSourceUpdate {
    var target = current
    do {
      if target.contains(section: section) {
        try target.tryDeleteItems(target.itemIdentifiers(inSection: section))
      } else {
        try target.tryAppendSections([section])
      }
      // Items that live in other sections are moved in (the snapshot's move-on-append).
      try target.tryAppendItems(sectionSnapshot.visibleItems, toSection: section)
    } catch {
      throw .snapshot(error)
    }
    var newSectionSnapshots = rebased(sectionSnapshots, onto: target, except: section)
    newSectionSnapshots[section] = sectionSnapshot
    var update = try commit(target, sectionSnapshotsAfter: newSectionSnapshots)
    if update.kind == .batchUpdates || update.kind == .none { update.kind = update.batchUpdate.isEmpty ? .none : .batchUpdates }
    return update
  }

  // MARK: Applying snapshots (Apple-shaped)

  /// `apply(_:animatingDifferences:)` (iOS 15, async). Traps where UIKit raises; see `tryApply`.
  @discardableResult
  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async -> DataSourceUpdate {
    applyOrTrap { () throws(DataSourceError) in try tryApply(snapshot, animatingDifferences: animatingDifferences) }
  }

  /// `apply(_:animatingDifferences:completion:)`. The completion runs on the main actor once the update is done.
  @discardableResult
  public func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) -> DataSourceUpdate {
    let update = applyOrTrap { () throws(DataSourceError) in
      try tryApply(snapshot, animatingDifferences: animatingDifferences)
    }
    completion?()
    return update
  }

  /// `applySnapshotUsingReloadData(_:)` (iOS 15, async).
  @discardableResult
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot) async -> DataSourceUpdate {
    applyOrTrap { () throws(DataSourceError) in try tryApplySnapshotUsingReloadData(snapshot) }
  }

  /// `applySnapshotUsingReloadData(_:completion:)`.
  @discardableResult
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (@MainActor () -> Void)? = nil)
    -> DataSourceUpdate
  {
    let update = applyOrTrap { () throws(DataSourceError) in try tryApplySnapshotUsingReloadData(snapshot) }
    completion?()
    return update
  }

  /// `apply(_:to:animatingDifferences:)` for section snapshots (async).
  @discardableResult
  public func apply(
    _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true
  ) async -> DataSourceUpdate {
    applyOrTrap { () throws(DataSourceError) in
      try tryApply(sectionSnapshot, to: section, animatingDifferences: animatingDifferences)
    }
  }

  /// `apply(_:to:animatingDifferences:completion:)` for section snapshots.
  @discardableResult
  public func apply(
    _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) -> DataSourceUpdate {
    let update = applyOrTrap { () throws(DataSourceError) in
      try tryApply(sectionSnapshot, to: section, animatingDifferences: animatingDifferences)
    }
    completion?()
    return update
  }

  private func applyOrTrap(_ body: () throws(DataSourceError) -> DataSourceUpdate) -> DataSourceUpdate {
    do { return try body() } catch { preconditionFailure(error.description) }
  }

  // MARK: The commit

  /// Moves the view from `current` to `snapshot`: reloadData the first time, otherwise the diff as one batch plus a
  /// second update for reloads and reconfigures. All-or-nothing.
  private func commit(
    _ snapshot: Snapshot, sectionSnapshotsAfter newSectionSnapshots: [SectionIdentifierType: SectionSnapshot]
  ) throws(DataSourceError) -> DataSourceUpdate {
    let target = snapshot.strippingMarks()
    guard hasAppliedOnce else {
      let oldSectionSnapshots = sectionSnapshots
      current = target
      sectionSnapshots = newSectionSnapshots
      if let view = collectionView {
        do { try view.tryReloadData() } catch {
          current = Snapshot()
          sectionSnapshots = oldSectionSnapshots
          throw .collectionView(error)
        }
      }
      hasAppliedOnce = true
      return DataSourceUpdate(kind: .reloadData, batchUpdate: BatchUpdate())
    }

    var update = SectionedDiff.batchUpdate(from: current, to: snapshot)
    // A reloaded section already gets fresh cells: drop item reloads/reconfigures inside it (UIKit would see a
    // reload of an item whose section is being reloaded).
    if !update.reloadedSections.isEmpty, !update.reloadedItems.isEmpty || !update.reconfiguredItems.isEmpty {
      let reloaded = Set(update.reloadedSections)
      update.reloadedItems.removeAll { reloaded.contains($0.section) }
      update.reconfiguredItems.removeAll { reloaded.contains($0.section) }
    }

    let old = current
    let oldSectionSnapshots = sectionSnapshots
    guard let view = collectionView else {
      current = target
      sectionSnapshots = newSectionSnapshots
      return DataSourceUpdate(kind: update.isEmpty ? .none : .batchUpdates, batchUpdate: update)
    }
    do {
      if update.hasStructuralChanges {
        try view.tryPerformBatchUpdates(update) { self.current = target }
      } else {
        current = target
      }
    } catch {
      current = old
      throw .collectionView(error)
    }
    sectionSnapshots = newSectionSnapshots
    // The second update: reloads (delete + insert of the same final index paths) and reconfigures.
    do {
      if !update.reloadedSections.isEmpty || !update.reloadedItems.isEmpty {
        let sections = update.reloadedSections
        let items = update.reloadedItems
        try view.tryPerformBatchUpdates {
          if !sections.isEmpty { view.reloadSections(sections) }
          if !items.isEmpty { view.reloadItems(at: items) }
        }
      }
      if !update.reconfiguredItems.isEmpty {
        try view.tryReconfigureItems(at: update.reconfiguredItems)
      }
    } catch {
      // The structural part landed; the view rejected only the refresh. Report it: state stays consistent.
      throw .collectionView(error)
    }
    _ = oldSectionSnapshots
    return DataSourceUpdate(kind: update.isEmpty ? .none : .batchUpdates, batchUpdate: update)
  }

  // MARK: Rebasing stored section snapshots (§2.3)

  /// Stored section snapshots after a full apply of `snapshot`: each tree keeps its shape and expansion, items that
  /// left the section are dropped (with their descendants), new items are placed after the preceding visible item;
  /// a tree whose section is gone is dropped. If the section's visible order changed in a way the tree cannot
  /// express, the tree becomes flat (expansion of surviving items kept).
  private func rebased(
    _ trees: [SectionIdentifierType: SectionSnapshot], onto snapshot: Snapshot, except skipped: SectionIdentifierType? = nil
  ) -> [SectionIdentifierType: SectionSnapshot] {
    var result: [SectionIdentifierType: SectionSnapshot] = [:]
    for (section, tree) in trees where section != skipped {
      guard snapshot.contains(section: section) else { continue }
      let items = snapshot.itemIdentifiers(inSection: section)
      if tree.visibleItems == items {
        result[section] = tree
      } else {
        result[section] = Self.rebase(tree, toVisibleItems: items)
      }
    }
    return result
  }

  private static func rebase(_ tree: SectionSnapshot, toVisibleItems items: [ItemIdentifierType]) -> SectionSnapshot {
    var tree = tree
    let wanted = Set(items)
    // Drop visible items that left, and hidden items that reappear as visible rows elsewhere in the list.
    let leaving = tree.visibleItems.filter { !wanted.contains($0) }
    let hiddenButWanted = tree.items.filter { wanted.contains($0) && !tree.isVisible($0) }
    let toDelete = (leaving + hiddenButWanted).filter { tree.contains($0) }
    if !toDelete.isEmpty { tree.delete(toDelete) }

    // The surviving visible items must already be in the wanted relative order; otherwise flatten.
    let surviving = tree.visibleItems
    let survivingSet = Set(surviving)
    let order = items.filter { survivingSet.contains($0) }
    guard order == surviving else {
      var flat = SectionSnapshot()
      flat.append(items)
      let expanded = tree.expandedItems.filter { wanted.contains($0) }
      if !expanded.isEmpty { flat.expand(expanded) }
      return flat
    }
    // Insert each new item right after its predecessor in visible order, at the predecessor's level (or as the
    // first child of an expanded predecessor with children, so that visible order is kept).
    var previous: ItemIdentifierType?
    for item in items {
      defer { previous = item }
      if tree.contains(item) { continue }
      guard let anchor = previous else {
        if let first = tree.rootItems.first { tree.insert([item], before: first) } else { tree.append([item]) }
        continue
      }
      if tree.isExpanded(anchor), let firstChild = tree.children(of: anchor).first {
        tree.insert([item], before: firstChild)
      } else {
        tree.insert([item], after: anchor)
      }
    }
    return tree
  }

  // MARK: User interaction (outline disclosure, reordering)

  /// Simulates the user tapping the disclosure control of a collapsed item: asks `shouldExpandItem`, tells
  /// `willExpandItem`, takes the children from `snapshotForExpandingParent` (if set), expands the item in the stored
  /// section snapshot and applies it.
  ///
  /// - Returns: the update sent, or nil when the item was already expanded or `shouldExpandItem` said no.
  @discardableResult
  public func tryUserExpand(_ item: ItemIdentifierType) throws(DataSourceError) -> DataSourceUpdate? {
    let (section, tree) = try outlineContext(of: item)
    if tree.isExpanded(item) { return nil }
    if let should = sectionSnapshotHandlers.shouldExpandItem, !should(item) { return nil }
    sectionSnapshotHandlers.willExpandItem?(item)
    var newTree = tree
    if let provider = sectionSnapshotHandlers.snapshotForExpandingParent {
      let children = provider(item, tree.snapshot(of: item, includingParent: false))
      do { try newTree.tryReplace(childrenOf: item, using: children) } catch { throw .sectionSnapshot(error) }
    }
    newTree.expand([item])
    return try tryApply(newTree, to: section)
  }

  /// Simulates the user collapsing an expanded item (`shouldCollapseItem`, `willCollapseItem`, then apply).
  ///
  /// - Returns: the update sent, or nil when the item was already collapsed or `shouldCollapseItem` said no.
  @discardableResult
  public func tryUserCollapse(_ item: ItemIdentifierType) throws(DataSourceError) -> DataSourceUpdate? {
    let (section, tree) = try outlineContext(of: item)
    if !tree.isExpanded(item) { return nil }
    if let should = sectionSnapshotHandlers.shouldCollapseItem, !should(item) { return nil }
    sectionSnapshotHandlers.willCollapseItem?(item)
    var newTree = tree
    newTree.collapse([item])
    return try tryApply(newTree, to: section)
  }

  /// Apple-shaped twin of `tryUserExpand(_:)`: traps where the checked one throws.
  @discardableResult
  public func userExpand(_ item: ItemIdentifierType) -> DataSourceUpdate? {
    do { return try tryUserExpand(item) } catch { preconditionFailure(error.description) }
  }

  /// Apple-shaped twin of `tryUserCollapse(_:)`.
  @discardableResult
  public func userCollapse(_ item: ItemIdentifierType) -> DataSourceUpdate? {
    do { return try tryUserCollapse(item) } catch { preconditionFailure(error.description) }
  }

  /// The section and stored tree that `item` belongs to. An item can only be toggled when it is on screen, i.e. a
  /// visible row of the current snapshot; without a stored tree the section's flat items serve as one.
  private func outlineContext(of item: ItemIdentifierType) throws(DataSourceError) -> (
    SectionIdentifierType, SectionSnapshot
  ) {
    guard let section = current.sectionIdentifier(containingItem: item) else {
      throw .itemNotFound(String(describing: item))
    }
    let tree = snapshot(for: section)
    guard tree.contains(item) else { throw .itemNotFound(String(describing: item)) }
    return (section, tree)
  }

  /// Simulates a completed interactive move (drag and drop) of the item at `source` to `destination` (final frame).
  /// Asks `canReorderItem` (nil ⇒ items cannot be reordered), builds the transaction, calls `willReorder`, applies
  /// the final snapshot, then calls `didReorder`.
  ///
  /// - Returns: the transaction, or nil when the item cannot be reordered.
  @discardableResult
  public func tryUserMoveItem(at source: IndexPath, to destination: IndexPath) throws(DataSourceError)
    -> DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>?
  {
    guard let item = itemIdentifier(for: source) else { throw .indexPathOutOfRange(source) }
    guard let canReorder = reorderingHandlers.canReorderItem, canReorder(item) else { return nil }
    let initial = current
    var final = current
    guard destination.count == 2, destination.section >= 0, destination.section < final.numberOfSections
    else { throw .indexPathOutOfRange(destination) }
    let destinationSection = final._sectionIdentifiers[destination.section]
    do {
      try final.tryDeleteItems([item])
      let targetItems = final.itemIdentifiers(inSection: destinationSection)
      guard destination.item >= 0, destination.item <= targetItems.count else {
        throw DataSourceError.indexPathOutOfRange(destination)
      }
      if destination.item == targetItems.count {
        try final.tryAppendItems([item], toSection: destinationSection)
      } else {
        try final.tryInsertItems([item], beforeItem: targetItems[destination.item])
      }
    } catch let error as SnapshotError {
      throw .snapshot(error)
    } catch let error as DataSourceError {
      throw error
    } catch {
      throw .itemNotFound(String(describing: item))
    }
    let difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves()
    var sectionTransactions: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
    for section in Set([initial.sectionIdentifier(containingItem: item), destinationSection].compactMap { $0 }) {
      let before = snapshot(for: section)
      var after = SectionSnapshot()
      after.append(final.itemIdentifiers(inSection: section))
      sectionTransactions.append(
        DiffableDataSourceSectionTransaction(
          sectionIdentifier: section, initialSnapshot: before, finalSnapshot: after,
          difference: after.items.difference(from: before.items).inferringMoves()))
    }
    let transaction = DiffableDataSourceTransaction(
      initialSnapshot: initial, finalSnapshot: final, difference: difference,
      sectionTransactions: sectionTransactions)
    reorderingHandlers.willReorder?(transaction)
    try tryApply(final)
    reorderingHandlers.didReorder?(transaction)
    return transaction
  }

  // MARK: HeadlessCollectionViewDataSource

  public func numberOfSections(in collectionView: HeadlessCollectionView) -> Int {
    current.numberOfSections
  }

  public func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
    guard section >= 0, section < current._sectionItems.count else { return 0 }
    return current._sectionItems[section].count
  }

  public func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath)
    -> HeadlessCell?
  {
    guard let item = itemIdentifier(for: indexPath) else { return nil }
    return cellProvider(collectionView, indexPath, item)
  }

  public func collectionView(
    _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> HeadlessReusableView? {
    supplementaryViewProvider?(collectionView, kind, indexPath)
  }

  public func collectionView(_ collectionView: HeadlessCollectionView, identifierForItemAt indexPath: IndexPath)
    -> AnyHashable?
  {
    itemIdentifier(for: indexPath).map { AnyHashable($0) }
  }
}

extension DiffableDataSourceSnapshot {
  /// The same sections and items without reload/reconfigure marks (what `dataSource.snapshot()` returns).
  @inlinable
  func strippingMarks() -> Self {
    var copy = self
    if !copy._reloadedSections.isEmpty { copy._reloadedSections = [] }
    if !copy._reloadedItems.isEmpty { copy._reloadedItems = [] }
    if !copy._reconfiguredItems.isEmpty { copy._reconfiguredItems = [] }
    return copy
  }
}
