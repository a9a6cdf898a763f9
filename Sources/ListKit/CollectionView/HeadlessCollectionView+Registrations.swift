// Cell and supplementary registrations (UIKit's `UICollectionView.CellRegistration` and `SupplementaryRegistration`,
// iOS 14): a cell class and a configuration handler, created up front, dequeued with the item they configure.

extension HeadlessCollectionView {
  /// UIKit's element kind of section headers (`UICollectionView.elementKindSectionHeader`).
  public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// UIKit's element kind of section footers (`UICollectionView.elementKindSectionFooter`).
  public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// A cell class and the handler that configures a cell of it for an item (UIKit's
  /// `UICollectionView.CellRegistration`). Create it once, up front, and dequeue with
  /// ``HeadlessCollectionView/dequeueConfiguredReusableCell(using:for:item:)``:
  ///
  /// ```swift
  /// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Contact> { cell, _, contact in
  ///   var content = cell.defaultContentConfiguration()
  ///   content.text = contact.name
  ///   cell.contentConfiguration = content
  /// }
  /// let dataSource = UICollectionViewDiffableDataSource<Int, Contact>(collectionView: view) { view, path, contact in
  ///   view.dequeueConfiguredReusableCell(using: registration, for: path, item: contact)
  /// }
  /// ```
  ///
  /// A registration is a reuse identifier of its own: the first dequeue on a view registers `Cell` under it, and
  /// from then on its cells go through the same reuse pool, counters and `prepareForReuse()` as class registration.
  /// Creating one while the view asks its data source for a cell is an error at its first dequeue (UIKit, iOS 15+:
  /// a registration made per request would never reuse a cell).
  @MainActor
  public struct CellRegistration<Cell: HeadlessCell, Item> {
    /// Configures a dequeued cell for the item at an index path.
    public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

    /// The reuse identifier the registration's cells are registered and pooled under (unique per registration).
    public let reuseIdentifier: String
    let handler: Handler
    let createdInsideCellProvider: Bool
    let registeredViews: RegisteredViews

    /// A registration of `Cell` whose cells `handler` configures.
    ///
    /// - Complexity: O(1).
    public init(handler: @escaping Handler) {
      reuseIdentifier = HeadlessCollectionView.nextRegistrationIdentifier(for: "\(Cell.self)")
      self.handler = handler
      createdInsideCellProvider = HeadlessCollectionView.cellRequestDepth > 0
      registeredViews = RegisteredViews()
    }
  }

  /// A supplementary view class, its element kind, and the handler that configures a view of it (UIKit's
  /// `UICollectionView.SupplementaryRegistration`); dequeue with
  /// ``HeadlessCollectionView/dequeueConfiguredReusableSupplementary(using:for:)``. Shares the supplementary reuse
  /// pool of its kind with class registration, under an identifier of its own.
  @MainActor
  public struct SupplementaryRegistration<Supplementary: HeadlessReusableView> {
    /// Configures a dequeued view: the view, its element kind, its index path.
    public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

    /// The element kind the registration's views are for.
    public let elementKind: String
    /// The reuse identifier the registration's views are registered and pooled under (unique per registration).
    public let reuseIdentifier: String
    let handler: Handler
    let registeredViews: RegisteredViews

    /// A registration of `Supplementary` views of `elementKind` that `handler` configures.
    ///
    /// - Complexity: O(1).
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      reuseIdentifier = HeadlessCollectionView.nextRegistrationIdentifier(for: "\(Supplementary.self)")
      self.handler = handler
      registeredViews = RegisteredViews()
    }
  }

  /// The views a registration has registered its class with (weakly held; almost always one), so that a dequeue
  /// registers only on first use per view.
  @MainActor
  final class RegisteredViews {
    private var views: [Weak] = []
    private struct Weak { weak var view: HeadlessCollectionView? }

    /// True the first time `view` is seen (the caller registers then).
    func insert(_ view: HeadlessCollectionView) -> Bool {
      for entry in views where entry.view === view { return false }
      views.removeAll { $0.view == nil }
      views.append(Weak(view: view))
      return true
    }
  }

  // Registrations are numbered so each has a reuse identifier of its own; "created in the cell provider" needs to
  // know, when a registration is made, whether some view is asking its data source for a cell right now.
  static var registrationCount = 0
  static var cellRequestDepth = 0

  static func nextRegistrationIdentifier(for className: String) -> String {
    registrationCount += 1
    return "\(className) registration \(registrationCount)"
  }

  // MARK: Dequeuing with a registration

  /// A cell of the registration's class for `indexPath`, recycled or new, configured by the registration's handler
  /// with `item` (UIKit's `dequeueConfiguredReusableCell(using:for:item:)`). While the view reconfigures
  /// `indexPath`, the item's existing cell is configured and returned (no `prepareForReuse()`).
  ///
  /// - Throws: ``HeadlessViewError/registrationCreatedInsideCellProvider`` for a registration made while the view
  ///   was asking for a cell; ``HeadlessViewError/reconfigureDequeuedDifferentIdentifier(existing:dequeued:)``
  ///   when reconfiguring an item whose cell came from another registration or reuse identifier.
  /// - Complexity: O(1) amortized, plus the handler.
  public func tryDequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item
  ) throws(CollectionViewError) -> Cell {
    guard !registration.createdInsideCellProvider else {
      throw noteCellFailure(.registrationCreatedInsideCellProvider)
    }
    if registration.registeredViews.insert(self) {
      register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
    }
    let cell = try tryDequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    // The identifier is the registration's own, registered with `Cell`, so every cell under it is a `Cell`.
    let typed = unsafeDowncast(cell, to: Cell.self)
    registration.handler(typed, indexPath, item)
    return typed
  }

  /// ``tryDequeueConfiguredReusableCell(using:for:item:)`` that traps with UIKit's message on failure.
  ///
  /// - Complexity: O(1) amortized, plus the handler.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    guard let item else {
      preconditionFailure("dequeueConfiguredReusableCell(using:for:item:) was called with a nil item")
    }
    return orTrap { () throws(CollectionViewError) in
      try tryDequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
  }

  /// A supplementary view of the registration's kind and class for `indexPath`, recycled or new, configured by the
  /// registration's handler (UIKit's `dequeueConfiguredReusableSupplementary(using:for:)`).
  ///
  /// - Complexity: O(1) amortized, plus the handler.
  public func tryDequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) throws(CollectionViewError) -> Supplementary {
    if registration.registeredViews.insert(self) {
      register(
        Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
        withReuseIdentifier: registration.reuseIdentifier)
    }
    let view = try tryDequeueReusableSupplementaryView(
      ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    let typed = unsafeDowncast(view, to: Supplementary.self)
    registration.handler(typed, registration.elementKind, indexPath)
    return typed
  }

  /// ``tryDequeueConfiguredReusableSupplementary(using:for:)`` that traps with UIKit's message on failure.
  ///
  /// - Complexity: O(1) amortized, plus the handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    orTrap { () throws(CollectionViewError) in
      try tryDequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
    }
  }
}
