// List layouts as descriptors (UIKit's `UICollectionLayoutListConfiguration` behind Lists' `ListLayout`): a headless
// view has no geometry, so a layout only decides which supplementary views the view asks for.

/// A list layout (Lists' `ListLayout.plain()`, `.grouped()`, `.insetGrouped()`, `.sidebar()`): an appearance and
/// header and footer modes. Give it to ``HeadlessCollectionView/init(collectionViewLayout:viewportHeight:)`` or set
/// ``HeadlessCollectionView/collectionViewLayout``; with `.supplementary` headers (footers) the view asks its data
/// source for a view of kind `UICollectionView.elementKindSectionHeader` (`…Footer`) for every section in view.
///
/// ```swift
/// let collectionView = HeadlessCollectionView(collectionViewLayout: .insetGrouped())   // asks for headers
/// ```
///
/// Its swipe-action providers are UIKit's (`trailingSwipeActionsConfigurationProvider`, `leading…`): the view asks
/// them when a user swipes an item (``HeadlessCollectionView/tryUserSwipe(_:itemAt:choosing:)``). Two layouts are
/// equal when their appearance and modes are; the providers (closures) are not compared.
public struct ListLayout: Hashable, Sendable, CustomStringConvertible {
  /// The look of the list (UIKit's `UICollectionLayoutListConfiguration.Appearance`).
  public enum Appearance: String, Hashable, Sendable {
    /// Rows edge to edge, as a plain table.
    case plain
    /// Sections as groups, edge to edge.
    case grouped
    /// Sections as rounded groups inset from the edges.
    case insetGrouped
    /// A sidebar: sections as groups, rows highlighted when selected.
    case sidebar
    /// A sidebar without groups.
    case sidebarPlain
  }

  /// How sections show a header (UIKit's `HeaderMode`): none, a supplementary view, or the section's first item.
  public enum HeaderMode: String, Hashable, Sendable {
    /// No section headers.
    case none
    /// Headers are supplementary views the data source provides (`UICollectionElementKindSectionHeader`).
    case supplementary
    /// The first item of each section is its header.
    case firstItemInSection
  }

  /// How sections show a footer (UIKit's `FooterMode`).
  public enum FooterMode: String, Hashable, Sendable {
    /// No section footers.
    case none
    /// Footers are supplementary views the data source provides (`UICollectionElementKindSectionFooter`).
    case supplementary
  }

  /// The look of the list.
  public var appearance: Appearance
  /// How sections show a header.
  public var headerMode: HeaderMode
  /// How sections show a footer.
  public var footerMode: FooterMode

  /// The actions a swipe of an item reveals, per index path (UIKit's provider of the same name); nil: none.
  public typealias SwipeActionsConfigurationProvider = @MainActor @Sendable (IndexPath) -> SwipeActionsConfiguration?

  /// The actions a swipe left on an item reveals (UIKit's `trailingSwipeActionsConfigurationProvider`).
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The actions a swipe right on an item reveals (UIKit's `leadingSwipeActionsConfigurationProvider`).
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// A layout of `appearance` with the given header and footer modes (UIKit's
  /// `UICollectionLayoutListConfiguration(appearance:)`, whose header mode is `.none` by default).
  public init(appearance: Appearance, headerMode: HeaderMode = .none, footerMode: FooterMode = .none) {
    self.appearance = appearance
    self.headerMode = headerMode
    self.footerMode = footerMode
  }

  /// Equal appearance and modes (the providers are not compared).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.appearance == rhs.appearance && lhs.headerMode == rhs.headerMode && lhs.footerMode == rhs.footerMode
  }

  /// Hashes the appearance and modes.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(appearance)
    hasher.combine(headerMode)
    hasher.combine(footerMode)
  }

  /// What the layout shows: `insetGrouped list, headers: supplementary, footers: none`.
  public var description: String {
    "\(appearance.rawValue) list, headers: \(headerMode.rawValue), footers: \(footerMode.rawValue)"
  }

  /// UIKit's `UICollectionViewCompositionalLayout.list(using:)`: the list configuration is the layout.
  ///
  /// ```swift
  /// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
  /// ```
  public static func list(using configuration: ListLayout) -> ListLayout { configuration }

  /// A plain list; no headers or footers unless asked for.
  public static func plain(headerMode: HeaderMode = .none, footerMode: FooterMode = .none) -> Self {
    Self(appearance: .plain, headerMode: headerMode, footerMode: footerMode)
  }

  /// A grouped list; section headers are supplementary views unless told otherwise.
  public static func grouped(headerMode: HeaderMode = .supplementary, footerMode: FooterMode = .none) -> Self {
    Self(appearance: .grouped, headerMode: headerMode, footerMode: footerMode)
  }

  /// An inset grouped list; section headers are supplementary views unless told otherwise.
  public static func insetGrouped(headerMode: HeaderMode = .supplementary, footerMode: FooterMode = .none) -> Self {
    Self(appearance: .insetGrouped, headerMode: headerMode, footerMode: footerMode)
  }

  /// A sidebar (outline) list; no headers or footers unless asked for (outlines use the first item as a header).
  public static func sidebar(headerMode: HeaderMode = .none, footerMode: FooterMode = .none) -> Self {
    Self(appearance: .sidebar, headerMode: headerMode, footerMode: footerMode)
  }

  /// The kinds of supplementary views the layout asks for, per section: the header kind, then the footer kind.
  ///
  /// - Complexity: O(1).
  public var supplementaryElementKinds: [String] {
    var kinds: [String] = []
    if headerMode == .supplementary { kinds.append(HeadlessCollectionView.elementKindSectionHeader) }
    if footerMode == .supplementary { kinds.append(HeadlessCollectionView.elementKindSectionFooter) }
    return kinds
  }
}

extension HeadlessCollectionView {
  /// The kinds of supplementary views the view asks for, per section in view: ``supplementaryElementKinds`` when
  /// set; else the layout's; with no layout, the section header kind when the data source supplies supplementary
  /// views (for the diffable data source: when its `supplementaryViewProvider` is set), as a list layout with
  /// supplementary headers would.
  ///
  /// - Complexity: O(1).
  public var requestedSupplementaryElementKinds: [String] {
    if !supplementaryElementKinds.isEmpty { return supplementaryElementKinds }
    if let collectionViewLayout { return collectionViewLayout.supplementaryElementKinds }
    guard let dataSource, dataSource.providesSupplementaryViews(for: self) else { return [] }
    return [Self.elementKindSectionHeader]
  }
}
