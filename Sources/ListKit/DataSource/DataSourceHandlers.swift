// Outline and reordering hooks of the data source, and the transaction a reorder produces (docs/semantics.md §2.4,
// §3.8).

extension CollectionViewDiffableDataSource {
  /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`: consulted when the user expands or collapses an
  /// item. Nil `should…` handlers mean yes.
  public struct SectionSnapshotHandlers {
    /// Whether the user may expand an item; nil means yes.
    public var shouldExpandItem: (@MainActor (ItemIdentifierType) -> Bool)?
    /// Called before an item is expanded (after `shouldExpandItem`, before `snapshotForExpandingParent`).
    public var willExpandItem: (@MainActor (ItemIdentifierType) -> Void)?
    /// Whether the user may collapse an item; nil means yes.
    public var shouldCollapseItem: (@MainActor (ItemIdentifierType) -> Bool)?
    /// Called before an item is collapsed.
    public var willCollapseItem: (@MainActor (ItemIdentifierType) -> Void)?
    /// Lazy children: receives the parent and its current child snapshot; the result becomes its children.
    public var snapshotForExpandingParent:
      (
        @MainActor (ItemIdentifierType, DiffableDataSourceSectionSnapshot<ItemIdentifierType>) ->
          DiffableDataSourceSectionSnapshot<ItemIdentifierType>
      )?
    /// No handlers.
    public init() {}
  }

  /// `UICollectionViewDiffableDataSource.ReorderingHandlers`. With `canReorderItem` nil, nothing can be reordered.
  public struct ReorderingHandlers {
    /// Whether the user may move an item; nil means no item can be moved (UIKit's `canMoveItemAt` answers false).
    public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
    /// Called with the transaction before the data source applies its final snapshot.
    public var willReorder:
      (@MainActor (DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// Called with the transaction after the final snapshot was applied: update your model from it.
    public var didReorder:
      (@MainActor (DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// No handlers.
    public init() {}
  }
}

/// `NSDiffableDataSourceTransaction`: what a completed reorder did.
public struct DiffableDataSourceTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The data source's snapshot before the reorder.
  public let initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The data source's snapshot after the reorder.
  public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The change over the flattened item list (`itemIdentifiers`), moves inferred.
  public let difference: CollectionDifference<ItemIdentifierType>
  /// One entry per section the reorder touched (the source section, then the destination section if different).
  public let sectionTransactions: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}

/// `NSDiffableDataSourceSectionTransaction`: one section's part of a reorder.
public struct DiffableDataSourceSectionTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The section.
  public let sectionIdentifier: SectionIdentifierType
  /// The section's tree before the reorder (`snapshot(for:)`: the stored one, or flat).
  public let initialSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The section's tree after the reorder (the stored tree rebased, or flat).
  public let finalSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The change of the tree's `items` (depth-first order), moves inferred.
  public let difference: CollectionDifference<ItemIdentifierType>
}
