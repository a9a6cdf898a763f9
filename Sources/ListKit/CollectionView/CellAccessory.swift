// The accessories of a list cell (UIKit's `UICellAccessory`), recorded as values so tests and the shell can see
// which a cell shows.

/// An accessory of a ``HeadlessListCell`` (UIKit's `UICellAccessory`): its kind, when it is displayed, and its
/// options. Action handlers are kept (``actionHandler``) but are not part of equality.
///
/// ```swift
/// cell.accessories = [.outlineDisclosure(options: .init(style: .header)), .reorder()]
/// ```
public struct CellAccessory: Equatable, Sendable, CustomStringConvertible {
  /// Which accessory it is.
  public enum Kind: String, Hashable, Sendable {
    /// A checkmark (`UICellAccessory.checkmark`).
    case checkmark
    /// A chevron that says the row leads somewhere (`UICellAccessory.disclosureIndicator`).
    case disclosureIndicator
    /// The control that expands and collapses an outline parent (`UICellAccessory.outlineDisclosure`).
    case outlineDisclosure
    /// The editing-mode delete control (`UICellAccessory.delete`).
    case delete
    /// The reorder handle (`UICellAccessory.reorder`).
    case reorder
    /// The editing-mode insert control (`UICellAccessory.insert`).
    case insert
    /// The multiple-selection circle (`UICellAccessory.multiselect`).
    case multiselect
    /// The detail (info) button (`UICellAccessory.detail`).
    case detail
    /// A text label at the trailing edge (`UICellAccessory.label`).
    case label
    /// An app's own view (`UICellAccessory.customView`).
    case customView
  }

  /// When an accessory is shown (UIKit's `UICellAccessory.DisplayedState`).
  public enum DisplayedState: String, Hashable, Sendable {
    /// In and out of editing mode.
    case always
    /// Only while the view is editing.
    case whenEditing
    /// Only while the view is not editing.
    case whenNotEditing
  }

  /// Options of a checkmark.
  public struct CheckmarkOptions: Hashable, Sendable {
    /// Whether the accessory is hidden; nil leaves it to the view.
    public var isHidden: Bool?
    /// Options with the given visibility.
    public init(isHidden: Bool? = nil) { self.isHidden = isHidden }
  }

  /// Options of a disclosure indicator.
  public struct DisclosureIndicatorOptions: Hashable, Sendable {
    /// Whether the accessory is hidden; nil leaves it to the view.
    public var isHidden: Bool?
    /// Options with the given visibility.
    public init(isHidden: Bool? = nil) { self.isHidden = isHidden }
  }

  /// Options of an outline disclosure control.
  public struct OutlineDisclosureOptions: Hashable, Sendable {
    /// `.header` makes the whole row toggle expansion; `.cell` only the control.
    public enum Style: String, Hashable, Sendable {
      /// The view decides: a header for a parent row, a cell otherwise.
      case automatic
      /// Tapping anywhere on the row expands or collapses it.
      case header
      /// Only the control expands or collapses; a tap on the row selects it.
      case cell
    }
    /// How a tap on the row reaches the control.
    public var style: Style
    /// Whether the accessory is hidden; nil leaves it to the view.
    public var isHidden: Bool?
    /// Options with the given style and visibility.
    public init(style: Style = .automatic, isHidden: Bool? = nil) {
      self.style = style
      self.isHidden = isHidden
    }
  }

  /// Options of a delete control.
  public struct DeleteOptions: Hashable, Sendable {
    /// Whether the accessory is hidden; nil leaves it to the view.
    public var isHidden: Bool?
    /// Options with the given visibility.
    public init(isHidden: Bool? = nil) { self.isHidden = isHidden }
  }

  /// Options of a reorder control.
  public struct ReorderOptions: Hashable, Sendable {
    /// Whether the accessory is hidden; nil leaves it to the view.
    public var isHidden: Bool?
    /// Whether a separator line is drawn beside the handle.
    public var showsVerticalSeparator: Bool
    /// Options with the given visibility and separator.
    public init(isHidden: Bool? = nil, showsVerticalSeparator: Bool = true) {
      self.isHidden = isHidden
      self.showsVerticalSeparator = showsVerticalSeparator
    }
  }

  /// Which accessory it is.
  public let kind: Kind
  /// When it is shown.
  public var displayedState: DisplayedState
  /// Whether its options hide it (UIKit's `isHidden` option; nil means the system decides, i.e. shown).
  public var isHidden: Bool
  /// The outline disclosure style (outline disclosure only).
  public var outlineStyle: OutlineDisclosureOptions.Style?
  /// The text of a `.label` accessory.
  public var labelText: String?
  /// The view of a `.customView` accessory, and where it sits.
  public var customView: CustomViewConfiguration?
  /// Called when the user taps the control (outline disclosure, delete, insert, detail), if set.
  public var actionHandler: (@MainActor () -> Void)?

  init(
    _ kind: Kind, displayed: DisplayedState, isHidden: Bool?, outlineStyle: OutlineDisclosureOptions.Style? = nil,
    labelText: String? = nil, actionHandler: (@MainActor () -> Void)? = nil
  ) {
    self.kind = kind
    displayedState = displayed
    self.isHidden = isHidden ?? false
    self.outlineStyle = outlineStyle
    self.labelText = labelText
    self.actionHandler = actionHandler
  }

  /// Kind, displayed state, options and label text; action handlers are not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.kind == rhs.kind && lhs.displayedState == rhs.displayedState && lhs.isHidden == rhs.isHidden
      && lhs.outlineStyle == rhs.outlineStyle && lhs.labelText == rhs.labelText
      && lhs.customView?.customView === rhs.customView?.customView
      && lhs.customView?.placement.isLeading == rhs.customView?.placement.isLeading
  }

  /// Whether the accessory shows in a cell that is (or is not) editing.
  public func isShown(editing: Bool) -> Bool {
    guard !isHidden else { return false }
    switch displayedState {
    case .always: return true
    case .whenEditing: return editing
    case .whenNotEditing: return !editing
    }
  }

  /// The kind, with a label's text: `checkmark`, `label("3")`.
  public var description: String {
    if kind == .label, let labelText { return "label(\"\(labelText)\")" }
    return kind.rawValue
  }

  /// `UICellAccessory.checkmark(displayed:options:)`.
  public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> Self {
    Self(.checkmark, displayed: displayed, isHidden: options.isHidden)
  }

  /// `UICellAccessory.disclosureIndicator(displayed:options:)`.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
  ) -> Self {
    Self(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden)
  }

  /// `UICellAccessory.outlineDisclosure(displayed:options:actionHandler:)`.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> Self {
    Self(
      .outlineDisclosure, displayed: displayed, isHidden: options.isHidden, outlineStyle: options.style,
      actionHandler: actionHandler)
  }

  /// `UICellAccessory.delete(displayed:options:actionHandler:)`; shown while editing by default.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> Self {
    Self(.delete, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
  }

  /// `UICellAccessory.reorder(displayed:options:)`; shown while editing by default.
  public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> Self {
    Self(.reorder, displayed: displayed, isHidden: options.isHidden)
  }

  /// `UICellAccessory.insert(displayed:actionHandler:)`; shown while editing by default.
  public static func insert(displayed: DisplayedState = .whenEditing, actionHandler: (@MainActor () -> Void)? = nil)
    -> Self
  {
    Self(.insert, displayed: displayed, isHidden: nil, actionHandler: actionHandler)
  }

  /// `UICellAccessory.multiselect(displayed:)`; shown while editing by default.
  public static func multiselect(displayed: DisplayedState = .whenEditing) -> Self {
    Self(.multiselect, displayed: displayed, isHidden: nil)
  }

  /// `UICellAccessory.detail(displayed:actionHandler:)`.
  public static func detail(displayed: DisplayedState = .always, actionHandler: (@MainActor () -> Void)? = nil)
    -> Self
  {
    Self(.detail, displayed: displayed, isHidden: nil, actionHandler: actionHandler)
  }

  /// `UICellAccessory.customView(configuration:)`: the app's view, shown as its placement's displayed state says.
  public static func customView(configuration: CustomViewConfiguration) -> Self {
    var accessory = Self(.customView, displayed: configuration.placement.displayed, isHidden: configuration.isHidden)
    accessory.customView = configuration
    return accessory
  }

  /// `UICellAccessory.label(text:displayed:)`.
  public static func label(text: String, displayed: DisplayedState = .always) -> Self {
    Self(.label, displayed: displayed, isHidden: nil, labelText: text)
  }
}

extension CellAccessory {
  /// UIKit's `UICellAccessory.CustomViewConfiguration`: the view of a `.customView` accessory and how it sits.
  ///
  /// ```swift
  /// let star = UIImageView(image: UIImage(systemName: "star.fill"))
  /// cell.accessories = [.customView(configuration: .init(customView: star, placement: .trailing()))]
  /// ```
  public struct CustomViewConfiguration: Sendable {
    /// The view shown.
    public var customView: HeadlessView
    /// Which edge it sits on, and when it is shown.
    public var placement: Placement
    /// Whether the accessory is hidden; nil leaves it to the view.
    public var isHidden: Bool?
    /// Whether the view keeps its size (a headless view has no layout: recorded only).
    public var maintainsFixedSize: Bool

    /// A configuration for `customView` (UIKit's initializer, without the tint colour and reserved width, which
    /// only draw).
    public init(
      customView: HeadlessView, placement: Placement, isHidden: Bool? = nil, maintainsFixedSize: Bool = false
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden
      self.maintainsFixedSize = maintainsFixedSize
    }
  }

  /// UIKit's `UICellAccessory.Placement`: a custom view's edge and when it shows.
  public enum Placement: Sendable, Hashable {
    /// At the leading edge.
    case leading(displayed: DisplayedState = .always)
    /// At the trailing edge.
    case trailing(displayed: DisplayedState = .always)

    /// When the view shows.
    public var displayed: DisplayedState {
      switch self {
      case .leading(let displayed), .trailing(let displayed): displayed
      }
    }

    /// Whether it sits at the leading edge.
    public var isLeading: Bool {
      if case .leading = self { return true }
      return false
    }
  }
}
