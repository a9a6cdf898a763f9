// The shell's model store: per item, the text its cell should show. Cells read it when they are configured, so a
// change (`set-content`) reaches the screen only through reconfigure or reload — exactly as with a real model. The
// texts are part of the session's state, which holds them (`ContentHolder`); the store is the items' handle on them.

import ListKit
import Lists

/// Per-item model content, keyed by the item's identity (type + identifier): `Banner:1` and the Text item
/// `"Banner:1"` are two items with two contents, although they print alike.
@MainActor
final class ContentStore {
  /// The texts and which of them changed since the last apply, as a value.
  struct Contents: Sendable, Equatable {
    var texts: [ItemReference: String] = [:]
    /// The detail texts (`set-detail`) and accessories (`set-accessory`) a table cell shows for the item.
    var details: [ItemReference: String] = [:]
    var accessories: [ItemReference: HeadlessTableViewCell.AccessoryType] = [:]
    /// Items whose text changed since the last apply (auto-reconfigure).
    var changedSinceApply: Set<ItemReference> = []
  }

  /// Who holds the texts (the session, in its state); nil for a store of its own.
  weak var holder: (any ContentHolder)?
  private var ownContents = Contents()

  init() {}

  var contents: Contents { holder?.heldContents ?? ownContents }

  /// Changes the texts in place (no copy of the table).
  private func change(_ body: (inout Contents) -> Void) {
    if let holder { holder.changeHeldContents(body) } else { body(&ownContents) }
  }

  /// Items whose text changed since the last apply (auto-reconfigure).
  var changedSinceApply: Set<ItemReference> { contents.changedSinceApply }

  /// The text for an item: what `set-content` stored, or the item's default (its identifier).
  func text(for item: ItemReference, defaultText: String) -> String { contents.texts[item] ?? defaultText }

  /// The text for an item: what `set-content` stored, or its identifier.
  func text(for item: AnyItem) -> String {
    let reference = item.reference
    return contents.texts[reference] ?? reference.id
  }

  func setText(_ text: String?, for item: AnyItem) {
    let reference = item.reference
    change {
      $0.texts[reference] = text
      $0.changedSinceApply.insert(reference)
    }
  }

  /// `set-detail` (nil clears it): the detail text the item's cell shows once configured again.
  func setDetail(_ detail: String?, for item: AnyItem) {
    let reference = item.reference
    change {
      $0.details[reference] = detail
      $0.changedSinceApply.insert(reference)
    }
  }

  /// `set-accessory`: the accessory the item's cell shows once configured again (`.none` clears it).
  func setAccessory(_ accessory: HeadlessTableViewCell.AccessoryType, for item: AnyItem) {
    let reference = item.reference
    change {
      $0.accessories[reference] = accessory == .none ? nil : accessory
      $0.changedSinceApply.insert(reference)
    }
  }

  /// Copies the item's detail text and accessory from the model into its cell (configuring it).
  func configureExtras(of cell: HeadlessTableViewCell, for item: ItemReference) {
    cell.detailText = contents.details[item]
    cell.accessoryType = contents.accessories[item] ?? .none
  }

  func clearChangesSinceApply() {
    if !contents.changedSinceApply.isEmpty { change { $0.changedSinceApply = [] } }
  }

  /// All stored texts.
  var all: [ItemReference: String] {
    get { contents.texts }
    set { change { $0.texts = newValue } }
  }
}

/// Who holds the contents a store reads and changes: the session, whose state they are part of (so that a failed
/// command puts them back). The items know only this.
@MainActor
protocol ContentHolder: AnyObject {
  /// The contents held.
  var heldContents: ContentStore.Contents { get }
  /// Changes the contents in place.
  func changeHeldContents(_ body: (inout ContentStore.Contents) -> Void)
}
