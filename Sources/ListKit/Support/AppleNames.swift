// Apple's type names, for code ported from UIKit. Only where UIKit/AppKit are absent, so they never clash.

#if !canImport(UIKit) && !canImport(AppKit)
  /// `NSDiffableDataSourceSnapshot`.
  public typealias NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
  > = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

  /// `NSDiffableDataSourceSectionSnapshot`.
  public typealias NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable> =
    DiffableDataSourceSectionSnapshot<ItemIdentifierType>

  /// `UICollectionViewDiffableDataSource`, driving the headless collection view.
  public typealias UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
  > = CollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>

  /// `NSDiffableDataSourceTransaction`.
  public typealias NSDiffableDataSourceTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
  > = DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>

  /// `NSDiffableDataSourceSectionTransaction`.
  public typealias NSDiffableDataSourceSectionTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
  > = DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>

  /// `UICollectionView`: the headless stand-in.
  public typealias UICollectionView = HeadlessCollectionView
  /// `UICollectionViewCell`: the headless stand-in.
  public typealias UICollectionViewCell = HeadlessCell
  /// `UICollectionReusableView`: the headless stand-in.
  public typealias UICollectionReusableView = HeadlessReusableView
#endif
