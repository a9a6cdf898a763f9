// What a cell or header shows, as a value: UIKit's `UIContentConfiguration` reduced to the text a headless view can
// show, and `UIListContentConfiguration` with its text, secondary text and style.

/// Content a headless cell shows (UIKit's `UIContentConfiguration`): a configuration written for UIKit conforms as
/// it is (`makeContentView()`, `updated(for:)`); ``text`` is what layouts print (nil unless the configuration has
/// one).
public protocol HeadlessContentConfiguration: Sendable {
  /// The primary text; assigning the configuration to a cell sets the cell's `text` to it.
  var text: String? { get }
  /// A view showing the configuration (UIKit's `makeContentView()`).
  @MainActor func makeContentView() -> any HeadlessView & HeadlessContentView
  /// The configuration for `state` (UIKit's `updated(for:)`).
  func updated(for state: any ConfigurationState) -> Self
}

extension HeadlessContentConfiguration {
  /// No text, for a configuration that has none.
  public var text: String? { nil }

  /// A ``ListContentView`` holding the configuration.
  @MainActor public func makeContentView() -> any HeadlessView & HeadlessContentView {
    ListContentView(configuration: self)
  }

  /// The configuration itself: it does not change with the state.
  public func updated(for state: any ConfigurationState) -> Self { self }
}

/// A view that shows a content configuration (UIKit's `UIContentView`).
@MainActor
public protocol HeadlessContentView: AnyObject {
  /// The configuration shown.
  var configuration: any HeadlessContentConfiguration { get set }
  /// Whether the view can show `configuration` (UIKit's `supports(_:)`); true by default.
  func supports(_ configuration: any HeadlessContentConfiguration) -> Bool
}

extension HeadlessContentView {
  /// Every configuration.
  public func supports(_ configuration: any HeadlessContentConfiguration) -> Bool { true }
}

/// The content view of a list content configuration (UIKit's `UIListContentView`), or of any configuration that
/// makes no view of its own.
@MainActor
public final class ListContentView: HeadlessView, HeadlessContentView {
  /// The configuration shown.
  public var configuration: any HeadlessContentConfiguration

  /// A view showing `configuration` (UIKit's `init(configuration:)`).
  public init(configuration: any HeadlessContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  /// UIKit's `init?(coder:)`: a headless view has no archives.
  public required init?(coder: NSCoder) { nil }
}

/// The content of a list cell, header or footer (UIKit's `UIListContentConfiguration`): primary and secondary text
/// and the style it was made with.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = contact.name
/// content.secondaryText = contact.phone
/// cell.contentConfiguration = content
/// ```
public struct ListContentConfiguration: HeadlessContentConfiguration, Hashable, Sendable {
  /// The style a configuration was made with (UIKit's factory methods); it only names the look.
  public enum Style: String, Hashable, Sendable {
    /// A cell with one line of text (`UIListContentConfiguration.cell()`).
    case cell
    /// A cell with text and a secondary line under it (`subtitleCell()`).
    case subtitleCell
    /// A cell with text and a secondary value at the trailing edge (`valueCell()`).
    case valueCell
    /// A section header of a plain list (`plainHeader()`).
    case plainHeader
    /// A section footer of a plain list (`plainFooter()`).
    case plainFooter
    /// A section header of a grouped list (`groupedHeader()`).
    case groupedHeader
    /// A section footer of a grouped list (`groupedFooter()`).
    case groupedFooter
    /// A large section header of an inset-grouped list (`prominentInsetGroupedHeader()`).
    case prominentInsetGroupedHeader
    /// A larger section header of an inset-grouped list (`extraProminentInsetGroupedHeader()`).
    case extraProminentInsetGroupedHeader
    /// A cell of a sidebar (`sidebarCell()`).
    case sidebarCell
    /// A sidebar cell with a secondary line (`sidebarSubtitleCell()`).
    case sidebarSubtitleCell
    /// A sidebar cell shown beside other content (`accompaniedSidebarCell()`).
    case accompaniedSidebarCell
    /// A section header of a sidebar (`sidebarHeader()`).
    case sidebarHeader
    /// A section header that fits the list it is in (`header()`, iOS 18).
    case header
    /// A section footer that fits the list it is in (`footer()`, iOS 18).
    case footer
  }

  /// The style the configuration was made with.
  public var style: Style
  /// The primary text.
  public var text: String?
  /// The secondary text (a subtitle, or a value).
  public var secondaryText: String?
  /// Whether the text and the secondary text are laid out side by side (UIKit's `prefersSideBySideTextAndSecondaryText`).
  public var prefersSideBySideTextAndSecondaryText: Bool

  /// An empty configuration of `style`.
  public init(style: Style) {
    self.style = style
    text = nil
    secondaryText = nil
    prefersSideBySideTextAndSecondaryText = style == .valueCell
  }

  /// `UIListContentConfiguration.cell()`.
  public static func cell() -> Self { Self(style: .cell) }
  /// `UIListContentConfiguration.subtitleCell()`.
  public static func subtitleCell() -> Self { Self(style: .subtitleCell) }
  /// `UIListContentConfiguration.valueCell()`.
  public static func valueCell() -> Self { Self(style: .valueCell) }
  /// `UIListContentConfiguration.plainHeader()`.
  public static func plainHeader() -> Self { Self(style: .plainHeader) }
  /// `UIListContentConfiguration.plainFooter()`.
  public static func plainFooter() -> Self { Self(style: .plainFooter) }
  /// `UIListContentConfiguration.groupedHeader()`.
  public static func groupedHeader() -> Self { Self(style: .groupedHeader) }
  /// `UIListContentConfiguration.groupedFooter()`.
  public static func groupedFooter() -> Self { Self(style: .groupedFooter) }
  /// `UIListContentConfiguration.prominentInsetGroupedHeader()`.
  public static func prominentInsetGroupedHeader() -> Self { Self(style: .prominentInsetGroupedHeader) }
  /// `UIListContentConfiguration.extraProminentInsetGroupedHeader()`.
  public static func extraProminentInsetGroupedHeader() -> Self { Self(style: .extraProminentInsetGroupedHeader) }
  /// `UIListContentConfiguration.sidebarCell()`.
  public static func sidebarCell() -> Self { Self(style: .sidebarCell) }
  /// `UIListContentConfiguration.sidebarSubtitleCell()`.
  public static func sidebarSubtitleCell() -> Self { Self(style: .sidebarSubtitleCell) }
  /// `UIListContentConfiguration.accompaniedSidebarCell()`.
  public static func accompaniedSidebarCell() -> Self { Self(style: .accompaniedSidebarCell) }
  /// `UIListContentConfiguration.sidebarHeader()`.
  public static func sidebarHeader() -> Self { Self(style: .sidebarHeader) }
  /// `UIListContentConfiguration.header()` (iOS 18).
  public static func header() -> Self { Self(style: .header) }
  /// `UIListContentConfiguration.footer()` (iOS 18).
  public static func footer() -> Self { Self(style: .footer) }
}
