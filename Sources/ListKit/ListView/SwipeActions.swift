// Swipe actions as UIKit writes them (`UIContextualAction`, `UISwipeActionsConfiguration`): what a row offers when
// the user swipes it, asked from the table's delegate or the list layout's providers, and performed as the user's
// tap (or full swipe) would.

/// Which edge of a row swipe actions are on.
public enum SwipeEdge: String, Sendable, Hashable, CaseIterable {
  /// Swiping right reveals them.
  case leading
  /// Swiping left reveals them (where "Delete" lives).
  case trailing
}

/// One action a swipe reveals (UIKit's `UIContextualAction`): a style, a title and the handler the tap runs. The
/// handler gets the action, the view swiped (the row's cell) and a completion to call with whether the action was
/// performed, as in UIKit.
///
/// ```swift
/// let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
///   self.contacts.remove(at: indexPath.row)
///   tableView.deleteRows(at: [indexPath], with: .automatic)
///   completion(true)
/// }
/// ```
@MainActor
public final class ContextualAction {
  /// UIKit's `UIContextualAction.Style`.
  public enum Style: String, Sendable, Hashable {
    /// A regular action.
    case normal
    /// A destructive action (drawn red; UIKit animates the row out when it completes with true).
    case destructive
  }

  /// What a tap on the action runs: the action, the view swiped, and the completion to call.
  public typealias Handler =
    @MainActor (_ action: ContextualAction, _ sourceView: HeadlessReusableView, _ completion: @escaping (Bool) -> Void)
    -> Void

  /// Normal or destructive.
  public let style: Style
  /// The button title.
  public var title: String?
  /// The button image.
  public var image: HeadlessImage?
  /// What a tap runs.
  public let handler: Handler

  /// An action (UIKit's `init(style:title:handler:)`).
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}

/// The actions of one edge of a row (UIKit's `UISwipeActionsConfiguration`), in order: the first is the outermost,
/// and the one a full swipe performs when ``performsFirstActionWithFullSwipe`` is true.
@MainActor
public final class SwipeActionsConfiguration {
  /// The actions, first one outermost.
  public let actions: [ContextualAction]
  /// Whether a full swipe performs the first action (UIKit's default: true).
  public var performsFirstActionWithFullSwipe = true

  /// A configuration of `actions` (UIKit's `init(actions:)`).
  public init(actions: [ContextualAction]) {
    self.actions = actions
  }

  /// The titles of the actions offered, in order (an untitled action shows as an empty string).
  public var titles: [String] { actions.map { $0.title ?? "" } }
}

/// What performing a swipe action did: the action run and what its handler passed to the completion (nil when the
/// handler has not called it, or not yet).
@MainActor
public struct SwipeActionOutcome {
  /// The action that ran.
  public let action: ContextualAction
  /// The value the handler passed to its completion: true when it performed the action; nil when it did not call it.
  public let completed: Bool?
}

extension SwipeActionsConfiguration {
  /// Runs the first action titled `title` (or, for nil, the action a full swipe performs) on `view`.
  func perform(titled title: String?, on view: HeadlessReusableView) -> SwipeActionOutcome? {
    let action: ContextualAction?
    if let title {
      action = actions.first { ($0.title ?? "") == title }
    } else {
      action = performsFirstActionWithFullSwipe ? actions.first : nil
    }
    guard let action else { return nil }
    final class Completion { var value: Bool? }
    let completion = Completion()
    action.handler(action, view) { completion.value = $0 }
    return SwipeActionOutcome(action: action, completed: completion.value)
  }
}
