// The headless stand-in for `UIView`: the base of every view ListKit shows (cells, supplementary views, a content
// configuration's content view, an accessory's custom view), so code subclassing UIKit's views keeps its
// initializers (`override init(frame:)`, `required init?(coder:)`).

/// A view (UIKit's `UIView`): a frame and whether it is hidden; a headless view draws nothing.
///
/// Subclass it as in UIKit: a subclass that declares a designated initializer also provides
/// `required init?(coder:)`.
///
/// ```swift
/// final class BadgeView: UIView {
///   override init(frame: CGRect) { super.init(frame: frame) }
///   required init?(coder: NSCoder) { fatalError("not from archives") }
/// }
/// ```
@MainActor
open class HeadlessView {
  /// The view's frame; a headless view does not lay out, so it is what was set.
  open var frame: CGRect
  /// Whether the view is hidden.
  open var isHidden = false

  /// A view with `frame` (UIKit's `init(frame:)`).
  public init(frame: CGRect) {
    self.frame = frame
  }

  /// A view from an archive (UIKit's `init?(coder:)`): a headless view has no archives, so it is an empty view of
  /// zero frame.
  public required init?(coder: NSCoder) {
    frame = .zero
  }

  /// UIKit's `animate(withDuration:animations:)`: a headless view does not animate, so the changes happen now.
  public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
    animations()
  }

  /// UIKit's `animate(withDuration:animations:completion:)`: the changes happen now, then the completion runs
  /// with true (finished).
  public static func animate(
    withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    animations()
    completion?(true)
  }
}
