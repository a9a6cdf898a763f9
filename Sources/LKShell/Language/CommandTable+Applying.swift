// The command table's applying and interacting commands (docs/language.md §3.3, §7): applying snapshots, the model's
// content, and what a user does to the view; each written once, both ways.

import ListKit

extension CommandTable {
  /// Applying the working snapshot, changing the model's content and acting as the user.
  static let applying: [CommandSpec] = [
    CommandSpec(
      "apply", .applying, .outsideSectionSnapshot, traits: [.asksCellProvider, .needsDiffableDataSource],
      forms: [
        CommandForm(
          [.flag("--no-animation")], summary: "apply the working snapshot and print the batch updates and layout",
          apple: "dataSource.apply(_:animatingDifferences:)", example: "apply --no-animation",
          build: { .apply(animatingDifferences: !$0.flag(0)) },
          values: { if case .apply(let animating) = $0 { [.flag(!animating)] } else { nil } })
      ]),
    CommandSpec(
      "apply-reload-data", .applying, traits: [.asksCellProvider, .needsDiffableDataSource],
      forms: [
        CommandForm(
          summary: "apply the working snapshot without diffing (reloadData)",
          apple: "dataSource.applySnapshotUsingReloadData(_:)", example: "apply-reload-data",
          command: .applyReloadData)
      ]),
    CommandSpec(
      "set-content", .applying,
      forms: [
        CommandForm(
          [.item("ITEM"), .text("TEXT", required: true)],
          summary: "change the model text of an item; its cell is stale until reconfigured or reloaded",
          example: "set-content a Hello, world", build: { .setContent($0.item(0), text: $0.word(1)) },
          values: { if case .setContent(let i, let text) = $0 { [.item(i), .word(text)] } else { nil } })
      ]),
    CommandSpec(
      "set-detail", .applying,
      forms: [
        CommandForm(
          [.item("ITEM"), .text("TEXT", required: true)],
          summary: "set the detail text of an item's cell (- removes it); the next apply reconfigures the item",
          apple: "cell.detailTextLabel?.text", example: "set-detail a 555-0100",
          build: { .setDetail($0.item(0), text: $0.word(1) == "-" ? nil : $0.word(1)) },
          values: { if case .setDetail(let i, let text) = $0 { [.item(i), .word(text ?? "-")] } else { nil } })
      ]),
    CommandSpec(
      "set-accessory", .applying,
      forms: [
        CommandForm(
          [.item("ITEM"), .choice(HeadlessTableViewCell.AccessoryType.allCases.map(\.rawValue))],
          summary: "set the accessory of an item's cell; the next apply reconfigures the item",
          apple: "cell.accessoryType", example: "set-accessory a disclosureIndicator",
          build: { .setAccessory($0.item(0), $0.choice(1)) },
          values: { if case .setAccessory(let i, let accessory) = $0 { [.item(i), .choice(accessory)] } else { nil } })
      ]),
    CommandSpec(
      "scroll-to", .applying, traits: [.asksCellProvider],
      forms: [
        CommandForm(
          [.scrollTarget], summary: "move the viewport to an item or to index path S.I (section.item)",
          apple: "collectionView.scrollToItem(at:at:animated:)", example: "scroll-to 0.40",
          build: { .scrollTo($0.scrollTarget(0)) },
          values: { if case .scrollTo(let target) = $0 { [.scrollTarget(target)] } else { nil } })
      ]),
    CommandSpec(
      "select", .applying,
      forms: [
        CommandForm(
          [.item("ITEM")], summary: "select an item; onSelect receives the typed item",
          apple: "collectionView(_:didSelectItemAt:)", example: "select Product:42", build: { .select($0.item(0)) },
          values: { if case .select(let i) = $0 { [.item(i)] } else { nil } })
      ]),
    CommandSpec(
      "tap", .applying,
      forms: [
        CommandForm(
          [.item("ITEM")],
          summary: "tap a Todo's checkbox: its cell controller flips the view state; one cell reconfigured, no diff",
          example: "tap Todo:milk", build: { .tap($0.item(0)) },
          values: { if case .tap(let i) = $0 { [.item(i)] } else { nil } })
      ]),
    CommandSpec(
      "expand", .applying, .outsideSectionSnapshot, traits: [.asksCellProvider, .needsDiffableDataSource],
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1)], summary: "tap the disclosure control to expand (as a user would)",
          apple: "sectionSnapshotHandlers.willExpandItem", example: "expand Folder:docs",
          build: { .expand($0.items(0)) }, values: { if case .expand(let i) = $0 { [.items(i)] } else { nil } })
      ]),
    CommandSpec(
      "collapse", .applying, .outsideSectionSnapshot, traits: [.asksCellProvider, .needsDiffableDataSource],
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1)], summary: "tap the disclosure control to collapse (as a user would)",
          apple: "sectionSnapshotHandlers.willCollapseItem", example: "collapse Folder:docs",
          build: { .collapse($0.items(0)) }, values: { if case .collapse(let i) = $0 { [.items(i)] } else { nil } })
      ]),
    CommandSpec(
      "on-expand", .applying, traits: [.needsDiffableDataSource],
      forms: [
        CommandForm(
          [.item("PARENT"), .items("ITEM", minimum: 1)],
          summary: "lazy children: when the user expands PARENT, snapshotForExpandingParent supplies ITEM...",
          apple: "sectionSnapshotHandlers.snapshotForExpandingParent", example: "on-expand Folder:docs File:a File:b",
          build: { .onExpand($0.item(0), children: $0.items(1)) },
          values: {
            if case .onExpand(let parent, let children) = $0 { [.item(parent), .items(children)] } else { nil }
          })
      ]),
    CommandSpec(
      "view", .applying, .outsideSectionSnapshot, traits: [.refusedInsideBatch],
      forms: [
        CommandForm(
          [
            .choice(ViewKind.allCases.map(\.rawValue)),
            .optional(keyword: "--style", .choice(HeadlessTableView.Style.allCases.map(\.rawValue))),
          ],
          summary: "a new, empty view of that kind with a new data source of the same kind (diffable: the next apply "
            + "is a reloadData); the working snapshot, content, titles and history are kept; a table has the style "
            + "(plain unless --style)",
          apple: "UITableView(frame:style:) + UITableViewDiffableDataSource / UICollectionView + "
            + "UICollectionViewDiffableDataSource",
          example: "view table --style insetGrouped",
          build: { .view($0.choice(0), style: $0.optionalWord(1).flatMap(HeadlessTableView.Style.init(rawValue:))) },
          values: {
            if case .view(let kind, let style) = $0 {
              [.choice(kind), .optional(style.map { .choice($0) })]
            } else {
              nil
            }
          })
      ]),
    titleCommand(
      .header, summary: "the header title of section S",
      apple: "tableView(_:titleForHeaderInSection:) / elementKindSectionHeader",
      example: "set-header A Contacts A"),
    titleCommand(
      .footer, summary: "the footer title of section S",
      apple: "tableView(_:titleForFooterInSection:) / elementKindSectionFooter",
      example: "set-footer A 3 people"),
    CommandSpec(
      "swipe", .applying, traits: [.needsDiffableDataSource],
      forms: [
        CommandForm(
          [.item("ITEM"), .text("ACTION", required: false)],
          summary: "a user swipes the row: without ACTION, shows the actions offered; with ACTION, taps it",
          apple: "tableView(_:trailingSwipeActionsConfigurationForRowAt:) / trailingSwipeActionsConfigurationProvider",
          example: "swipe Contact:bob Delete", build: { .swipe($0.item(0), action: $0.optionalWord(1)) },
          values: {
            if case .swipe(let i, let action) = $0 { [.item(i), .optional(action.map { .word($0) })] } else { nil }
          })
      ]),
    CommandSpec(
      "swipe-delete", .applying, traits: [.asksCellProvider, .needsDiffableDataSource],
      forms: [
        CommandForm(
          [.item("ITEM")],
          summary: "a user swipes the row and taps Delete; the app deletes the item from snapshot() and applies",
          apple: "tableView(_:canEditRowAt:), tableView(_:commit:forRowAt:) / the list's swipe actions",
          example: "swipe-delete Contact:bob", build: { .swipeDelete($0.item(0)) },
          values: { if case .swipeDelete(let i) = $0 { [.item(i)] } else { nil } })
      ]),
    CommandSpec(
      "drag", .applying, traits: [.asksCellProvider, .needsDiffableDataSource],
      forms: [
        CommandForm(
          [.item("ITEM"), .dragTarget],
          summary: "a user drags a row to just before or after another row, or to the end of a section (into S)",
          apple: "tableView(_:canMoveRowAt:), tableView(_:moveRowAt:to:) / reorderingHandlers",
          example: "drag Contact:bob before Contact:amy",
          build: { .drag($0.item(0), $0.dragTarget(1)) },
          values: { if case .drag(let i, let t) = $0 { [.item(i), .dragTarget(t)] } else { nil } })
      ]),
  ]

  /// `set-header` or `set-footer`: the command of one kind of section title, named after it.
  private static func titleCommand(_ kind: TitleKind, summary: String, apple: String, example: String) -> CommandSpec {
    CommandSpec(
      "set-\(kind.rawValue)", .applying,
      forms: [
        CommandForm(
          [.section("S"), .title("TEXT")],
          summary: summary + " (- removes it, \"-\" is the title -); the view shows it when it loads the section",
          apple: apple, example: example,
          build: { .setTitle(kind, section: $0.section(0), title: $0.optionalWord(1)) },
          values: { command in
            guard case .setTitle(kind, let s, let title) = command else { return nil }
            return [.section(s), .optional(title.map { .word($0) })]
          })
      ])
  }
}
