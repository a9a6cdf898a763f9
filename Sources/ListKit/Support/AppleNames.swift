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

  /// `UITableViewDiffableDataSource`, driving the headless table view (an open class: subclass it as in UIKit).
  public typealias UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
  > = TableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>

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
  /// `UICollectionViewListCell`: the headless list cell (content configuration and accessories as values).
  public typealias UICollectionViewListCell = HeadlessListCell
  /// `UIContentConfiguration`: what a headless cell shows.
  public typealias UIContentConfiguration = HeadlessContentConfiguration
  /// `UIListContentConfiguration`: text, secondary text and style.
  public typealias UIListContentConfiguration = ListContentConfiguration
  /// `UICellAccessory`: a list cell's accessory, recorded as a value.
  public typealias UICellAccessory = CellAccessory
  /// `UICollectionViewDataSource`: the protocol the headless view asks for counts, cells and supplementary views.
  public typealias UICollectionViewDataSource = HeadlessCollectionViewDataSource
  /// `UICollectionViewDelegate`: the protocol the headless view tells about taps.
  public typealias UICollectionViewDelegate = HeadlessCollectionViewDelegate
  /// `UITableView`: the headless stand-in.
  public typealias UITableView = HeadlessTableView
  /// `UITableViewCell`: the headless stand-in.
  public typealias UITableViewCell = HeadlessTableViewCell
#endif
