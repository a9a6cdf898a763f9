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
  /// `UIContentView`: a view showing a content configuration.
  public typealias UIContentView = HeadlessContentView
  /// `UIListContentView`: the content view of a list content configuration.
  public typealias UIListContentView = ListContentView
  /// `UIConfigurationState`: what a configuration's `updated(for:)` reads.
  public typealias UIConfigurationState = ConfigurationState
  /// `UICellConfigurationState`: a cell's selection, highlight and editing state.
  public typealias UICellConfigurationState = CellConfigurationState
  /// `UIBackgroundConfiguration`: a cell's background, as a value.
  public typealias UIBackgroundConfiguration = BackgroundConfiguration
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
  /// `UITableViewDelegate`: the protocol the headless table tells about taps and display, and asks for swipe actions.
  public typealias UITableViewDelegate = HeadlessTableViewDelegate
  /// `UIContextualAction`: one swipe action.
  public typealias UIContextualAction = ContextualAction
  /// `UISwipeActionsConfiguration`: the actions of one edge of a row.
  public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
  /// `UICollectionLayoutListConfiguration`: a list layout (appearance, header and footer modes, swipe providers).
  public typealias UICollectionLayoutListConfiguration = ListLayout
  /// `UICollectionViewCompositionalLayout`, for its `list(using:)`: the list configuration is the layout.
  public typealias UICollectionViewCompositionalLayout = ListLayout
  /// `UIView`: the headless stand-in.
  public typealias UIView = HeadlessView
  /// `UIImageView`: a view showing an image.
  public typealias UIImageView = HeadlessImageView
  /// `UIImage`: an image by name.
  public typealias UIImage = HeadlessImage

  /// `UITableViewDataSource` with UIKit's signatures: `tableView(_:cellForRowAt:)` returns a cell, not an optional
  /// (the table's own ``HeadlessTableViewDataSource`` lets a checked data source give up with nil). Conform to it as
  /// in UIKit; everything else is ``HeadlessTableViewDataSource``'s, with its defaults.
  ///
  /// ```swift
  /// final class SettingsDataSource: UITableViewDataSource {
  ///   var settings = ["Wi-Fi", "Bluetooth"]
  ///   func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { settings.count }
  ///   func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
  ///     let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
  ///     cell.textLabel?.text = settings[indexPath.row]
  ///     return cell
  ///   }
  /// }
  /// ```
  @MainActor
  public protocol UITableViewDataSource: HeadlessTableViewDataSource {
    /// A configured cell for the row, normally from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell
  }

  extension UITableViewDataSource {
    /// The table asks the optional form; it is the cell UIKit's form returns.
    public func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell? {
      let cell: HeadlessTableViewCell = self.tableView(tableView, cellForRowAt: indexPath)
      return cell
    }
  }
#endif
