// Swipe actions and context menus as plain descriptors: what UIKit's `UIContextualAction` and `UIMenu` would show,
// queried and performed by index path on a headless list.

/// One swipe action of a row (`UIContextualAction`): a title, a style and what it does.
///
/// ```swift
/// list.trailingSwipeActionsProvider = { item in
///   [SwipeAction("Archive") { archive(item) }, SwipeAction("Delete", style: .destructive) { remove(item) }]
/// }
/// ```
@MainActor
public struct SwipeAction {
  /// How the action is drawn (UIKit's `UIContextualAction.Style`).
  public enum Style: Sendable, Hashable {
    /// A regular action.
    case normal
    /// A destructive action (drawn red; UIKit animates the row out when it completes).
    case destructive
  }

  /// The button title.
  public var title: String
  /// Normal or destructive.
  public var style: Style
  /// What performing the action does.
  public var handler: @MainActor () -> Void

  /// An action titled `title`.
  public init(_ title: String, style: Style = .normal, handler: @escaping @MainActor () -> Void) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// A context menu (`UIMenu` from a `UIContextMenuConfiguration`): a title and its actions, in order.
@MainActor
public struct ContextMenu {
  /// One entry of the menu (`UIAction`).
  @MainActor
  public struct Action {
    /// The entry's title.
    public var title: String
    /// `.destructive` marks the entry as destructive (UIKit's `.destructive` attribute).
    public var style: SwipeAction.Style
    /// What choosing the entry does.
    public var handler: @MainActor () -> Void

    /// An entry titled `title`.
    public init(_ title: String, style: SwipeAction.Style = .normal, handler: @escaping @MainActor () -> Void) {
      self.title = title
      self.style = style
      self.handler = handler
    }
  }

  /// The menu title (may be empty, as UIKit's).
  public var title: String
  /// The entries, in order.
  public var actions: [Action]

  /// A menu with `actions`.
  public init(title: String = "", actions: [Action]) {
    self.title = title
    self.actions = actions
  }
}
