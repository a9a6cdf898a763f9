// The headless stand-ins for `UICollectionReusableView` and `UICollectionViewCell`: plain objects that record what
// they show, where they are displayed, and how often the collection view recycled and configured them.

/// A view the headless collection view displays and recycles (UIKit's `UICollectionReusableView`).
///
/// The collection view creates instances with `init()`, which calls `init(frame:)` with a zero frame: subclass it
/// as in UIKit (`override init(frame:)` with `required init?(coder:)`, or no initializer at all). It sets
/// ``reuseIdentifier`` when it creates one, and ``indexPath`` while the view is displayed. A view in a reuse pool
/// has no index path.
///
/// The stored properties are accessed without dynamic exclusivity checks (`@exclusivity(unchecked)`): the views
/// belong to the main actor, and the engine reads or writes each property of every displayed cell several times per
/// batch update (its rollback record, the moves, the selection), and each check is a runtime call and a thread-local
/// access set: a visible part of a small update's cost. The checks could only catch an access overlapping an inout
/// access of the same property, and no code passes these properties inout.
@MainActor
open class HeadlessReusableView: HeadlessView {
  /// The identifier the view was registered and dequeued with; nil for a view created outside the collection view.
  @exclusivity(unchecked) public internal(set) var reuseIdentifier: String?
  /// The element kind for a supplementary view (nil for cells).
  @exclusivity(unchecked) public internal(set) var elementKind: String?
  /// Where the view is displayed now; nil while it waits in a reuse pool.
  @exclusivity(unchecked) public internal(set) var indexPath: IndexPath?
  /// How many times the collection view called ``prepareForReuse()`` on this instance.
  @exclusivity(unchecked) public internal(set) var prepareForReuseCount = 0
  /// The text the view shows (a cell's content, a header's or footer's title); stale until the data source
  /// configures the view again. A content configuration with text sets it (``HeadlessCell/contentConfiguration``).
  @exclusivity(unchecked) open var text: String?

  /// A view with `frame` (UIKit's `init(frame:)`).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// UIKit's `init?(coder:)`: an empty view (a headless view has no archives).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a view of zero frame through `init(frame:)`; the collection view calls this when its reuse pool is
  /// empty. A subclass that overrides `init(frame:)` and `init?(coder:)` inherits it.
  public required convenience init() {
    self.init(frame: .zero)
  }

  /// Called by the collection view just before a recycled instance is handed out by a dequeue. The default does
  /// nothing; it does **not** clear content (as in UIKit, stale content stays until the view is configured).
  open func prepareForReuse() {}

  /// What puts a view's own properties back as ``captureState()`` found them.
  public typealias StateRestorer = @MainActor () -> Void

  /// Keeps what a failed operation of the view must put back beyond what the view keeps itself. The view keeps, for
  /// every view it shows or pools, the text, index path, counters, and a cell's selection and content
  /// configuration; and for every view it hands to the data source during an operation (a recycled cell, the
  /// existing cell of a reconfigured row), just before the data source sees it, the frame, `isHidden`, and a cell's
  /// highlight and background configuration. A class with more properties returns a closure that puts them back
  /// (only those that differ, so observers see no spurious changes), chaining to `super`'s — as the list and table
  /// cells do, and as an app's subclass does for its own:
  ///
  /// ```swift
  /// override func captureState() -> StateRestorer? {
  ///   let restoreSuper = super.captureState()
  ///   let badge = badge
  ///   return { [self] in
  ///     if self.badge != badge { self.badge = badge }
  ///     restoreSuper?()
  ///   }
  /// }
  /// ```
  ///
  /// The default keeps nothing more (nil).
  open func captureState() -> StateRestorer? { nil }
}

/// A cell of the headless collection view (UIKit's `UICollectionViewCell`).
///
/// ``HeadlessReusableView/text`` stands for the cell's content: the data source sets it when configuring the cell, and it stays as it
/// is (possibly stale) until the cell is configured again — moving a cell does not refresh it. Its stored properties skip
/// the dynamic exclusivity checks, as ``HeadlessReusableView``'s do.
@MainActor
open class HeadlessCell: HeadlessReusableView {
  /// Whether the cell is displayed as selected; the view keeps it in step with its selection. A change asks for a
  /// configuration update (``updateConfiguration(using:)``), as in UIKit; override it to observe it.
  @exclusivity(unchecked) open var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
  }
  /// Whether the cell is highlighted (a touch is down on it); a change asks for a configuration update.
  @exclusivity(unchecked) open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
  }
  /// The cell's background as a value (UIKit's `backgroundConfiguration`); a headless cell draws nothing.
  open var backgroundConfiguration: BackgroundConfiguration?
  /// How many times the data source returned this instance for display (initial configuration, reconfigures).
  @exclusivity(unchecked) public internal(set) var configurationCount = 0
  /// What the cell shows, as a value (UIKit's `contentConfiguration`); setting it sets ``HeadlessReusableView/text`` to the
  /// configuration's text. Like UIKit, reuse keeps it until the cell is configured again.
  @exclusivity(unchecked) open var contentConfiguration: (any HeadlessContentConfiguration)? {
    didSet { text = contentConfiguration?.text }
  }
  /// Set while the view brings the cell's state up to date for display: the one update follows.
  private var updatingForDisplay = false

  /// The state the cell's configuration depends on (UIKit's `configurationState`): selection and highlight.
  open var configurationState: CellConfigurationState {
    CellConfigurationState(isSelected: isSelected, isHighlighted: isHighlighted)
  }

  /// Updates the cell's configurations for `state` (UIKit's `updateConfiguration(using:)`): the view calls it
  /// after the data source configured the cell for display and whenever the state changes (selection,
  /// highlight). The default does nothing; override it to configure the cell from its state.
  open func updateConfiguration(using state: CellConfigurationState) {}

  /// Asks for ``updateConfiguration(using:)`` with the current state (UIKit's `setNeedsUpdateConfiguration()`): a
  /// headless cell has no later layout pass to wait for, so it updates at once.
  public func setNeedsUpdateConfiguration() {
    guard !updatingForDisplay else { return }
    updateConfiguration(using: configurationState)
  }

  /// The view displays the cell: its selection as the view's, then one configuration update.
  func prepareForDisplay(selected: Bool) {
    updatingForDisplay = true
    if isSelected != selected { isSelected = selected }
    updatingForDisplay = false
    updateConfiguration(using: configurationState)
  }
}

/// Whether two content configurations are the same: the same instance, or the same description (a configuration
/// is a value; `Equatable` is not required of it).
func sameContent(_ a: (any HeadlessContentConfiguration)?, _ b: (any HeadlessContentConfiguration)?) -> Bool {
  switch (a, b) {
  case (nil, nil): true
  case (let a?, let b?): (a as AnyObject) === (b as AnyObject) || String(describing: a) == String(describing: b)
  default: false
  }
}
