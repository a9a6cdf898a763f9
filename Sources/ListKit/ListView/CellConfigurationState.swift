// The state a cell's configurations depend on, and the cell's background, as values (UIKit's
// `UICellConfigurationState`, `UIConfigurationState` and `UIBackgroundConfiguration`): a headless cell draws
// nothing, so they are recorded for the app's `updateConfiguration(using:)` and for tests to read.

/// A view's configuration state (UIKit's `UIConfigurationState`): what a configuration's `updated(for:)` reads.
public protocol ConfigurationState: Sendable {}

/// The state of a cell (UIKit's `UICellConfigurationState`): the view sets selection and highlight, a list cell its
/// editing mode.
public struct CellConfigurationState: ConfigurationState, Hashable {
  /// Whether the cell is selected.
  public var isSelected: Bool
  /// Whether the cell is highlighted.
  public var isHighlighted: Bool
  /// Whether the cell is disabled.
  public var isDisabled: Bool
  /// Whether the cell has the focus.
  public var isFocused: Bool
  /// Whether the cell is in editing mode.
  public var isEditing: Bool
  /// Whether the cell's item is expanded in an outline.
  public var isExpanded: Bool
  /// Whether the cell is swiped open.
  public var isSwiped: Bool
  /// Whether the cell is being reordered.
  public var isReordering: Bool

  /// A state; everything false by default.
  public init(
    isSelected: Bool = false, isHighlighted: Bool = false, isDisabled: Bool = false, isFocused: Bool = false,
    isEditing: Bool = false, isExpanded: Bool = false, isSwiped: Bool = false, isReordering: Bool = false
  ) {
    self.isSelected = isSelected
    self.isHighlighted = isHighlighted
    self.isDisabled = isDisabled
    self.isFocused = isFocused
    self.isEditing = isEditing
    self.isExpanded = isExpanded
    self.isSwiped = isSwiped
    self.isReordering = isReordering
  }
}

/// A cell's background (UIKit's `UIBackgroundConfiguration`): the style it was made with and its corner radius;
/// colours and visual effects only draw.
public struct BackgroundConfiguration: Hashable, Sendable {
  /// The style a configuration was made with (UIKit's factory methods).
  public enum Style: String, Hashable, Sendable {
    /// No background (`clear()`).
    case clear
    /// A cell of a plain list (`listPlainCell()`).
    case listPlainCell
    /// A cell of a grouped list (`listGroupedCell()`).
    case listGroupedCell
    /// A cell of a sidebar (`listSidebarCell()`).
    case listSidebarCell
    /// A sidebar cell beside other content (`listAccompaniedSidebarCell()`).
    case listAccompaniedSidebarCell
    /// A header or footer of a plain list (`listPlainHeaderFooter()`).
    case listPlainHeaderFooter
    /// A header or footer of a grouped list (`listGroupedHeaderFooter()`).
    case listGroupedHeaderFooter
    /// A sidebar header (`listSidebarHeader()`).
    case listSidebarHeader
  }

  /// The style it was made with.
  public var style: Style
  /// The corner radius.
  public var cornerRadius: CGFloat = 0

  /// A configuration of `style`.
  public init(style: Style) { self.style = style }

  /// The configuration for `state` (UIKit's `updated(for:)`): a headless background does not change with it.
  public func updated(for state: any ConfigurationState) -> Self { self }

  /// `UIBackgroundConfiguration.clear()`.
  public static func clear() -> Self { Self(style: .clear) }
  /// `UIBackgroundConfiguration.listPlainCell()`.
  public static func listPlainCell() -> Self { Self(style: .listPlainCell) }
  /// `UIBackgroundConfiguration.listGroupedCell()`.
  public static func listGroupedCell() -> Self { Self(style: .listGroupedCell) }
  /// `UIBackgroundConfiguration.listSidebarCell()`.
  public static func listSidebarCell() -> Self { Self(style: .listSidebarCell) }
  /// `UIBackgroundConfiguration.listAccompaniedSidebarCell()`.
  public static func listAccompaniedSidebarCell() -> Self { Self(style: .listAccompaniedSidebarCell) }
  /// `UIBackgroundConfiguration.listPlainHeaderFooter()`.
  public static func listPlainHeaderFooter() -> Self { Self(style: .listPlainHeaderFooter) }
  /// `UIBackgroundConfiguration.listGroupedHeaderFooter()`.
  public static func listGroupedHeaderFooter() -> Self { Self(style: .listGroupedHeaderFooter) }
  /// `UIBackgroundConfiguration.listSidebarHeader()`.
  public static func listSidebarHeader() -> Self { Self(style: .listSidebarHeader) }
}
