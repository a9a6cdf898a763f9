// An image as a headless view keeps it: by name (UIKit's `UIImage(systemName:)` and `UIImage(named:)`), shown by a table
// cell's image view, a swipe action, a content configuration.

/// An image a headless view shows, by name (UIKit's `UIImage(systemName:)` and `UIImage(named:)`).
public struct HeadlessImage: Hashable, Sendable {
  /// The system symbol's or the asset's name.
  public var name: String
  /// Whether it names a system symbol (`systemName:`) rather than an asset.
  public var isSystemImage: Bool

  /// The system symbol `systemName` (UIKit's initializer is failable; a headless view has every symbol).
  public init?(systemName: String) {
    name = systemName
    isSystemImage = true
  }

  /// The asset `named` (UIKit's initializer is failable; a headless view has every asset).
  public init?(named: String) {
    name = named
    isSystemImage = false
  }
}
