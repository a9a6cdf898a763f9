// The two kinds of headless list view — collection view and table view — as types, so that the shared batch
// validator, viewport and reuse pool speak each view's words in UIKit's messages ("item" in a collection view, "row"
// in a table view; docs/semantics.md §4.2, §9).

/// A kind of headless list view: the words UIKit uses for it in its exception messages.
///
/// The two kinds are ``CollectionViewKind`` and ``TableViewKind``; ``HeadlessViewError`` is generic over them, so a
/// failure found by the shared code reads "item … collection view" or "row … table view".
public protocol HeadlessViewKind: Sendable {
  /// The element the view shows, as UIKit names it in messages: `item` or `row`.
  static var element: String { get }
  /// The view, as UIKit names it in messages: `collection view` or `table view`.
  static var viewName: String { get }
  /// True for the table view, whose messages differ from the collection view's in more than the nouns.
  static var isTable: Bool { get }
}

/// The collection view's words: "item", "collection view".
public enum CollectionViewKind: HeadlessViewKind {
  public static var element: String { "item" }
  public static var viewName: String { "collection view" }
  public static var isTable: Bool { false }
}

/// The table view's words: "row", "table view".
public enum TableViewKind: HeadlessViewKind {
  public static var element: String { "row" }
  public static var viewName: String { "table view" }
  public static var isTable: Bool { true }
}
