// The headless stand-in for `UITableViewCell`, and the editing styles and row animations of the table view.

/// A cell of the headless table view (UIKit's `UITableViewCell`): a ``HeadlessCell`` the table registers, recycles
/// and configures through the reuse pool it shares with the collection view. ``text`` is the content the data source
/// sets (UIKit's text label), stale until the cell is configured again.
///
/// The UIKit spellings work as in a table view controller: a ``CellStyle`` chosen at creation, ``textLabel``,
/// ``detailTextLabel`` (nil for the `.default` style, as in UIKit), ``imageView`` (nil for `.value2`),
/// ``accessoryType`` and ``defaultContentConfiguration()``.
///
/// ```swift
/// let cell =
///   tableView.dequeueReusableCell(withIdentifier: "contact")
///   ?? UITableViewCell(style: .subtitle, reuseIdentifier: "contact")
/// cell.textLabel?.text = contact.name
/// cell.detailTextLabel?.text = contact.phone
/// cell.accessoryType = .disclosureIndicator
/// ```
///
/// A subclass registered with the table is created with `init(style: .default, reuseIdentifier:)`; override that
/// initializer to choose another style, as in UIKit.
@MainActor
open class HeadlessTableViewCell: HeadlessCell {
  /// UIKit's `UITableViewCell.EditingStyle`: what a row offers when the table edits (the swipe or the editing
  /// control's action).
  public enum EditingStyle: String, Sendable, CaseIterable {
    /// No editing control.
    case none
    /// The delete action (swipe-to-delete, the red editing control).
    case delete
    /// The insert action (the green editing control).
    case insert
  }

  /// UIKit's `UITableViewCell.CellStyle`: which labels the cell has and how they sit.
  public enum CellStyle: String, Sendable, CaseIterable {
    /// A text label and an image; no detail text label.
    case `default`
    /// The detail text to the right of the text (Settings' values).
    case value1
    /// A small text label before the detail text (Contacts' fields); no image.
    case value2
    /// The detail text under the text.
    case subtitle
  }

  /// UIKit's `UITableViewCell.AccessoryType`: the standard control at the trailing edge of the row.
  public enum AccessoryType: String, Sendable, CaseIterable {
    /// No accessory.
    case none
    /// A chevron: the row leads somewhere.
    case disclosureIndicator
    /// An info button and a chevron.
    case detailDisclosureButton
    /// A checkmark.
    case checkmark
    /// An info button.
    case detailButton
  }

  /// The style the cell was created with.
  public let style: CellStyle
  /// The standard accessory the cell shows (UIKit's `accessoryType`); `.none` by default.
  open var accessoryType: AccessoryType = .none
  /// The accessory shown in editing mode (UIKit's `editingAccessoryType`).
  open var editingAccessoryType: AccessoryType = .none

  /// The cell's text label (UIKit's `textLabel`): setting its text sets ``HeadlessReusableView/text``, and the other
  /// way round.
  public var textLabel: HeadlessLabel? { primaryLabel }
  /// The cell's detail text label (UIKit's `detailTextLabel`), synchronized with ``detailText``; nil for the
  /// `.default` style, as in UIKit.
  public var detailTextLabel: HeadlessLabel? { style == .default ? nil : secondaryLabel }
  /// The cell's image view (UIKit's `imageView`); nil for the `.value2` style, as in UIKit.
  public var imageView: HeadlessImageView? { style == .value2 ? nil : image }

  /// Secondary content (UIKit's detail text label); stale until the cell is configured again.
  open var detailText: String? {
    didSet { if secondaryLabel.text != detailText { secondaryLabel.text = detailText } }
  }

  open override var text: String? {
    didSet { if primaryLabel.text != text { primaryLabel.text = text } }
  }

  /// Setting a list content configuration also sets ``detailText`` to its secondary text.
  open override var contentConfiguration: (any HeadlessContentConfiguration)? {
    didSet {
      if let list = contentConfiguration as? ListContentConfiguration { detailText = list.secondaryText }
    }
  }

  private let primaryLabel = HeadlessLabel()
  private let secondaryLabel = HeadlessLabel()
  private let image = HeadlessImageView()

  /// A cell of `style` (UIKit's `init(style:reuseIdentifier:)`). A cell made by the data source with a reuse
  /// identifier goes to that identifier's reuse pool when it leaves the screen, and
  /// ``HeadlessTableView/dequeueReusableCell(withIdentifier:)`` hands it out again.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    super.init(frame: .zero)
    self.reuseIdentifier = reuseIdentifier
    primaryLabel.didChange = { [unowned self] text in if self.text != text { self.text = text } }
    secondaryLabel.didChange = { [unowned self] text in if self.detailText != text { self.detailText = text } }
  }

  /// UIKit's `init?(coder:)`: a `.default` cell (a headless view has no archives).
  public required init?(coder: NSCoder) {
    style = .default
    super.init(coder: coder)
    primaryLabel.didChange = { [unowned self] text in if self.text != text { self.text = text } }
    secondaryLabel.didChange = { [unowned self] text in if self.detailText != text { self.detailText = text } }
  }

  /// A `.default` cell; the table view calls this when its reuse pool is empty.
  public required convenience init() {
    self.init(style: .default, reuseIdentifier: nil)
  }

  /// Keeps the accessory types, detail text and image (the view puts the content configuration back first, which
  /// sets the detail text; the kept detail text then wins).
  open override func captureState() -> StateRestorer? {
    let restoreCell = super.captureState()
    let (accessoryType, editingAccessoryType) = (self.accessoryType, self.editingAccessoryType)
    let (detailText, picture) = (self.detailText, image.image)
    return { [self] in
      restoreCell?()
      if self.detailText != detailText { self.detailText = detailText }
      if self.accessoryType != accessoryType { self.accessoryType = accessoryType }
      if self.editingAccessoryType != editingAccessoryType { self.editingAccessoryType = editingAccessoryType }
      if self.image.image != picture { self.image.image = picture }
    }
  }

  /// An empty list content configuration in the cell style (UIKit's `defaultContentConfiguration()`): `.cell()`,
  /// or `.subtitleCell()` / `.valueCell()` for a cell created with those styles.
  ///
  /// - Complexity: O(1).
  open func defaultContentConfiguration() -> ListContentConfiguration {
    switch style {
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    case .default: .cell()
    }
  }
}

/// A label of a headless table cell (UIKit's `UILabel` as `textLabel` and `detailTextLabel` use it): its text is the
/// cell's text or detail text.
@MainActor
public final class HeadlessLabel {
  /// The text the label shows.
  public var text: String? {
    didSet { didChange?(text) }
  }
  /// Tells the owning cell.
  var didChange: (@MainActor (String?) -> Void)?

  init() {}
}

/// An image view (UIKit's `UIImageView`): a table cell's `imageView`, or an app's view (a custom accessory).
@MainActor
public final class HeadlessImageView: HeadlessView {
  /// The image shown; nil for none.
  public var image: HeadlessImage?

  /// A view showing `image` (UIKit's `init(image:)`).
  public init(image: HeadlessImage?) {
    self.image = image
    super.init(frame: .zero)
  }

  /// An empty image view (UIKit's `init()`).
  public convenience init() { self.init(image: nil) }

  /// UIKit's `init?(coder:)`: an empty image view.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

extension HeadlessTableView {
  /// UIKit's `UITableView.RowAnimation` (the one both views take; ``ListKit/RowAnimation``).
  public typealias RowAnimation = ListKit.RowAnimation

  /// One update call of a batch that carried a row animation: the operation, its index paths or sections (in the
  /// call's frame, semantics.md §4.1) and the animation.
  public struct RowAnimationRecord: Sendable, Hashable, CustomStringConvertible {
    /// The update calls that take a `RowAnimation`.
    public enum Operation: String, Sendable, Hashable {
      /// `insertRows(at:with:)`.
      case insertRows
      /// `deleteRows(at:with:)`.
      case deleteRows
      /// `reloadRows(at:with:)`.
      case reloadRows
      /// `insertSections(_:with:)`.
      case insertSections
      /// `deleteSections(_:with:)`.
      case deleteSections
      /// `reloadSections(_:with:)`.
      case reloadSections
    }

    /// The call.
    public var operation: Operation
    /// The rows of a row call (empty for a section call).
    public var indexPaths: [IndexPath]
    /// The sections of a section call (empty for a row call).
    public var sections: [Int]
    /// The animation passed with the call.
    public var animation: RowAnimation

    /// A record of one call.
    public init(_ operation: Operation, indexPaths: [IndexPath] = [], sections: [Int] = [], animation: RowAnimation) {
      self.operation = operation
      self.indexPaths = indexPaths
      self.sections = sections
      self.animation = animation
    }

    /// `deleteRows [0.1, 0.2] with .fade`.
    public var description: String {
      let targets =
        indexPaths.isEmpty
        ? sections.map(String.init) : indexPaths.map { "\($0.section).\($0.item)" }
      return "\(operation.rawValue) [\(targets.joined(separator: ", "))] with .\(animation.rawValue)"
    }
  }
}
