// The view-model protocols: an item that knows its cell class and how to configure it.

/// A hashable, sendable item that configures one cell class.
///
/// Identity (`==`/`hash`) decides what the diff sees as "the same item". A type that also conforms to
/// `Identifiable` gets `==` and `hash(into:)` from `id` alone (see the extension below): content changes are then
/// invisible to the diff and reach the cell only through reconfigure — conform to `ContentEquatable` so that the
/// data sources reconfigure such items automatically.
public protocol CellViewModel: Hashable, Sendable {
  /// The headless cell class this item is shown in (subclass `HeadlessCell`).
  associatedtype Cell: HeadlessCell
  /// Puts the item's content into `cell`.
  @MainActor func configure(_ cell: Cell)
}

extension CellViewModel where Self: Identifiable {
  /// Identity only: two values with the same `id` are the same item, whatever their content (documented
  /// trade-off: the diff keeps the cell; use `ContentEquatable` to get a reconfigure when content changes).
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Content comparison for items whose identity ignores content (`Identifiable` view models): when an item keeps
/// its identity but `isContentEqual(to:)` is false, the data sources reconfigure its cell automatically.
public protocol ContentEquatable: Sendable {
  func isContentEqual(to other: Self) -> Bool
}

extension ContentEquatable {
  /// Type-erased comparison: false when `other` is not a `Self`.
  public func isContentEqual(toAny other: any ContentEquatable) -> Bool {
    guard let other = other as? Self else { return false }
    return isContentEqual(to: other)
  }
}

extension CellViewModel {
  /// The reuse identifier the registrars use for this item's cell class.
  public static var cellReuseIdentifier: String { String(reflecting: Cell.self) }
}
