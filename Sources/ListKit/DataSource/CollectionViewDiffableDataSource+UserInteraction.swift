// What the data source does when a user's gesture reaches it: tapping an outline disclosure control (expand or
// collapse, through `sectionSnapshotHandlers`, docs/semantics.md §2.4) and completing a drag-and-drop reorder (through
// `reorderingHandlers`, §3.8). A test makes the gesture on the view (`userTapDisclosure(at:)`, `userMove(at:to:)`,
// HeadlessListView+SimulatedUser.swift), which calls these.

extension CollectionViewDiffableDataSource {
  // MARK: Outline disclosure

  /// Simulates the user tapping the disclosure control of a collapsed item.
  ///
  /// In order: asks `shouldExpandItem` (nil means yes), calls `willExpandItem`, takes the item's children from
  /// `snapshotForExpandingParent` when set (called with the item and its current child snapshot; the result
  /// replaces the children), expands the item in the section's stored tree (a flat one if none was applied) and
  /// applies the tree to the section: the newly visible descendants are inserted (descendants under collapsed
  /// children stay hidden).
  ///
  /// ```swift
  /// dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, _ in loadChildren(of: parent) }
  /// try dataSource.tryUserExpand("Fruit")
  /// ```
  ///
  /// - Returns: the update sent, or nil when the item was already expanded or `shouldExpandItem` said no (no
  ///   other handler is called then).
  /// - Throws: `.itemNotFound` when the item is not a row of the view; `.sectionSnapshot` when the provided children
  ///   clash with the tree; the apply's errors.
  /// - Complexity: O(n) in the section's tree and the full snapshot, plus the diff.
  @inlinable
  @discardableResult
  public func tryUserExpand(_ item: ItemIdentifierType) throws(DataSourceError) -> DataSourceUpdate? {
    try _tryUserSetExpanded(item, true, differ: Self.specializedDiffer())
  }

  /// Simulates the user collapsing an expanded item: `shouldCollapseItem` (nil means yes), `willCollapseItem`, then
  /// the collapsed tree is applied to the section (its visible descendants are deleted from the view; they stay in
  /// the stored tree).
  ///
  /// - Returns: the update sent, or nil when the item was already collapsed or `shouldCollapseItem` said no.
  /// - Throws: `.itemNotFound` when the item is not a row of the view; the apply's errors.
  /// - Complexity: as `tryUserExpand(_:)`.
  @inlinable
  @discardableResult
  public func tryUserCollapse(_ item: ItemIdentifierType) throws(DataSourceError) -> DataSourceUpdate? {
    try _tryUserSetExpanded(item, false, differ: Self.specializedDiffer())
  }

  /// A user's tap on the disclosure control of `item`, to expand it (`expanding`) or collapse it: nil when it is
  /// already so or the `should…` handler says no; otherwise the `will…` handler, the children for an expansion, and
  /// the section's new tree applied.
  @usableFromInline
  func _tryUserSetExpanded(_ item: ItemIdentifierType, _ expanding: Bool, differ: Differ) throws(DataSourceError)
    -> DataSourceUpdate?
  {
    let (section, tree) = try outlineContext(of: item)
    if tree.isExpanded(item) == expanding { return nil }
    // The handlers are read when each is due (one may set the next).
    let should = expanding ? sectionSnapshotHandlers.shouldExpandItem : sectionSnapshotHandlers.shouldCollapseItem
    if let should, !should(item) { return nil }
    (expanding ? sectionSnapshotHandlers.willExpandItem : sectionSnapshotHandlers.willCollapseItem)?(item)
    var newTree = tree
    if expanding, let provider = sectionSnapshotHandlers.snapshotForExpandingParent {
      let children = provider(item, tree.snapshot(of: item, includingParent: false))
      do { try newTree.tryReplace(childrenOf: item, using: children) } catch { throw .sectionSnapshot(error) }
    }
    if expanding { newTree.expand([item]) } else { newTree.collapse([item]) }
    return try _tryApply(newTree, to: section, animatingDifferences: true, differ: differ)
  }

  /// Apple-shaped twin of `tryUserExpand(_:)`: traps where the checked one throws.
  ///
  /// - Complexity: as `tryUserExpand(_:)`.
  @available(*, deprecated, message: "a user touches the view: collectionView.userTapDisclosure(at:)")
  @discardableResult
  public func userExpand(_ item: ItemIdentifierType) -> DataSourceUpdate? {
    _trapping { try tryUserExpand(item) }
  }

  /// Apple-shaped twin of `tryUserCollapse(_:)`: traps where the checked one throws.
  ///
  /// - Complexity: as `tryUserCollapse(_:)`.
  @available(*, deprecated, message: "a user touches the view: collectionView.userTapDisclosure(at:)")
  @discardableResult
  public func userCollapse(_ item: ItemIdentifierType) -> DataSourceUpdate? {
    _trapping { try tryUserCollapse(item) }
  }

  /// The section and tree that `item` belongs to. Only a row of the view can be tapped; without a stored tree the
  /// section's flat items serve as one.
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

  // MARK: Reordering

  /// Simulates a completed interactive move (drag and drop) of the item at `source` to `destination`, both in the
  /// view's frames: `source` before the move, `destination` after it (UIKit's `moveItemAt:to:`), so the item ends
  /// up exactly at `destination`, in the same or another section.
  ///
  /// In order: asks `collectionView(_:canMoveItemAt:)` (by default `canReorderItem`; nil means items cannot be
  /// reordered, as in UIKit), then calls `collectionView(_:moveItemAt:to:)`, whose default: if the item is an
  /// expanded parent of a stored tree, collapses it first (applies the collapsed tree, as UIKit does when a drag
  /// begins; the paths then refer to the collapsed rows); builds the transaction; calls `willReorder`; applies
  /// `transaction.finalSnapshot`; calls `didReorder`. The item's hidden descendants move with it. Both data-source
  /// methods are open: a subclass's overrides are what this calls.
  ///
  /// ```swift
  /// dataSource.reorderingHandlers.canReorderItem = { _ in true }
  /// dataSource.reorderingHandlers.didReorder = { transaction in
  ///   model = model.applying(transaction.difference)!
  /// }
  /// try dataSource.tryUserMoveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
  /// ```
  ///
  /// - Returns: the transaction, or nil when `canMoveItemAt` says no (no handler is called then) or an override of
  ///   `moveItemAt` did not call `super`.
  /// - Throws: `.indexPathOutOfRange` for a source without an item or a destination outside the sections or past
  ///   the end of the destination section (checked before any handler); the apply's errors (`didReorder` is then
  ///   not called).
  /// - Complexity: O(n) in the items of the snapshot (the transaction's differences are O(n·d) for d changes), plus
  ///   the apply.
  @inlinable
  @discardableResult
  public func tryUserMoveItem(at source: IndexPath, to destination: IndexPath) throws(DataSourceError)
    -> DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>?
  {
    try _tryUserMoveItem(at: source, to: destination, differ: Self.specializedDiffer())
  }

  @usableFromInline
  func _tryUserMoveItem(at source: IndexPath, to destination: IndexPath, differ: @escaping Differ)
    throws(DataSourceError)
    -> DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>?
  {
    guard let item = itemIdentifier(for: source) else { throw .indexPathOutOfRange(source) }
    guard let view = collectionView else {
      // No view to ask: the handlers decide, as the default data-source methods would.
      guard let canReorder = reorderingHandlers.canReorderItem, canReorder(item) else { return nil }
      return try performUserMove(at: source, to: destination, differ: differ).get()
    }
    // The view asks the (possibly overridden) data-source methods, as UIKit's does.
    guard self.collectionView(view, canMoveItemAt: source) else { return nil }
    pendingMoveDiffer = differ
    pendingMoveResult = nil
    defer {
      pendingMoveDiffer = nil
      pendingMoveResult = nil
    }
    self.collectionView(view, moveItemAt: source, to: destination)
    // An override that does not call super leaves no outcome: it moved (or not) on its own.
    return try pendingMoveResult?.get() ?? nil
  }

  /// The default move: validates the destination, collapses an expanded parent, builds the transaction, calls the
  /// reordering handlers around the apply.
  func performUserMove(at source: IndexPath, to destination: IndexPath, differ: Differ?)
    -> Result<DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>?, DataSourceError>
  {
    do throws(DataSourceError) {
      return .success(try performUserMove(at: source, to: destination, differ: differ ?? Self.specializedDiffer()))
    } catch {
      return .failure(error)
    }
  }

  private func performUserMove(at source: IndexPath, to destination: IndexPath, differ: Differ) throws(DataSourceError)
    -> DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>
  {
    guard let item = itemIdentifier(for: source) else { throw .indexPathOutOfRange(source) }

    // The destination is checked against the rows as they will be once the item is collapsed and taken out.
    let sourceSection = current._sectionIdentifiers[source.section]
    let expandedTree = sectionSnapshots[sourceSection].flatMap { $0.isExpanded(item) ? $0 : nil }
    let hiddenByCollapse = expandedTree.map { $0.snapshot(of: item).visibleItems.count } ?? 0
    guard destination.count == 2, destination.section >= 0, destination.section < current.numberOfSections
    else { throw .indexPathOutOfRange(destination) }
    let destinationSection = current._sectionIdentifiers[destination.section]
    var remaining = current._sections[destination.section].count
    if sourceSection == destinationSection { remaining -= 1 + hiddenByCollapse }
    guard destination.item >= 0, destination.item <= remaining else { throw .indexPathOutOfRange(destination) }

    // Collapse an expanded parent first: its descendants travel hidden, with it.
    if var collapsed = expandedTree, hiddenByCollapse > 0 {
      collapsed.collapse([item])
      try _tryApply(collapsed, to: sourceSection, animatingDifferences: true, differ: differ)
    }

    let initial = current
    var final = current
    do throws(SnapshotError) { try final.tryMoveItem(item, to: destination) } catch { throw .snapshot(error) }

    // The dropped item lands where the user put it; every other item keeps its parent.
    let trees = Self.rebased(sectionSnapshots, onto: final, moved: item)
    var sectionTransactions: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
    let touched = sourceSection == destinationSection ? [sourceSection] : [sourceSection, destinationSection]
    for section in touched {
      let before = snapshot(for: section)
      let after: SectionSnapshot
      if let tree = trees[section] {
        after = tree
      } else {
        var flat = SectionSnapshot()
        flat.append(final.itemIdentifiers(inSection: section))
        after = flat
      }
      sectionTransactions.append(
        DiffableDataSourceSectionTransaction(
          sectionIdentifier: section, initialSnapshot: before, finalSnapshot: after,
          difference: after.items.difference(from: before.items).inferringMoves()))
    }
    let transaction = DiffableDataSourceTransaction(
      initialSnapshot: initial, finalSnapshot: final,
      difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves(),
      sectionTransactions: sectionTransactions)
    reorderingHandlers.willReorder?(transaction)
    _ = try guarded { () throws(DataSourceError) in
      try commit(final, sectionSnapshotsAfter: trees, differ: differ)
    }
    reorderingHandlers.didReorder?(transaction)
    return transaction
  }

  /// Apple-shaped twin of `tryUserMoveItem(at:to:)`: traps where the checked one throws.
  ///
  /// - Complexity: as `tryUserMoveItem(at:to:)`.
  @available(*, deprecated, message: "a user touches the view: collectionView.userMove(at:to:)")
  @discardableResult
  public func userMoveItem(at source: IndexPath, to destination: IndexPath)
    -> DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>?
  {
    _trapping { try tryUserMoveItem(at: source, to: destination) }
  }
}

extension CollectionViewDiffableDataSource: OutlineExpansionDataSource {
  /// The view's outline disclosure tap (a header row's tap, or its disclosure accessory's): the same toggle as
  /// `userTapDisclosure(at:)` (``SimulatedUserResponder/userDidTapDisclosure(at:)``). The view's failures are
  /// rethrown; a failure of the app's handlers (children that clash with the tree) traps, as UIKit raises.
  func userToggleExpansion(ofItemAt indexPath: IndexPath) throws(CollectionViewError) {
    do throws(DataSourceError) {
      _ = try userDidTapDisclosure(at: indexPath)
    } catch {
      switch error {
      case .collectionView(let viewError), .viewFailedAfterUpdate(let viewError): throw viewError
      default: preconditionFailure(error.description)
      }
    }
  }
}
