// Outline and reordering hooks of the data source, and the transaction a reorder produces (semantics.md §2.4, §3.8).

extension CollectionViewDiffableDataSource {
  /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`: consulted when the user expands or collapses an
  /// item. Nil `should…` handlers mean yes.
  public struct SectionSnapshotHandlers {
    public var shouldExpandItem: (@MainActor (ItemIdentifierType) -> Bool)?
    public var willExpandItem: (@MainActor (ItemIdentifierType) -> Void)?
    public var shouldCollapseItem: (@MainActor (ItemIdentifierType) -> Bool)?
    public var willCollapseItem: (@MainActor (ItemIdentifierType) -> Void)?
    /// Lazy children: receives the parent and its current child snapshot; the result becomes its children.
    public var snapshotForExpandingParent:
      (
        @MainActor (ItemIdentifierType, DiffableDataSourceSectionSnapshot<ItemIdentifierType>) ->
          DiffableDataSourceSectionSnapshot<ItemIdentifierType>
      )?
    public init() {}
  }

  /// `UICollectionViewDiffableDataSource.ReorderingHandlers`. With `canReorderItem` nil, nothing can be reordered.
  public struct ReorderingHandlers {
    public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
    public var willReorder:
      (@MainActor (DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    public var didReorder:
      (@MainActor (DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    public init() {}
  }
}

/// `NSDiffableDataSourceTransaction`: what a completed reorder did.
public struct DiffableDataSourceTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  public let initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The change over the flattened item list (`itemIdentifiers`), moves inferred.
  public let difference: CollectionDifference<ItemIdentifierType>
  public let sectionTransactions: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}

/// `NSDiffableDataSourceSectionTransaction`: one section's part of a reorder.
public struct DiffableDataSourceSectionTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  public let sectionIdentifier: SectionIdentifierType
  public let initialSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
  public let finalSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
  public let difference: CollectionDifference<ItemIdentifierType>
}
