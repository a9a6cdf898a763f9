// The one declaration of every `lks` command (docs/language.md §3). Parsing, `help`, abbreviation,
// "did you mean" and completion are all derived from `CommandTable.all`; adding a command is one entry here
// (plus its case in `SessionCommand` or `ShellCommand`, the session method and the event it returns).

import ListKit

/// The command table and the name resolution derived from it.
enum CommandTable {
  private static let position: Slot = .choice(["before", "after"])
  private static let onOff: Slot = .choice(["on", "off"])

  /// Every command, grouped and ordered as in `help` (the update lab's are declared below).
  static let all: [CommandSpec] = declared + updateLab

  private static let declared: [CommandSpec] = [
    // MARK: Snapshot editing
    CommandSpec(
      "append-sections", .snapshotEditing,
      forms: [
        CommandForm(
          [.sections("S")], summary: "append sections at the end", apple: "snapshot.appendSections(_:)",
          example: "append-sections main more"
        ) { .appendSections($0.sections(0)) }
      ]),
    CommandSpec(
      "insert-sections", .snapshotEditing,
      forms: [
        CommandForm(
          [.sections("S"), position, .section("T")], summary: "insert sections before or after section T",
          apple: "snapshot.insertSections(_:beforeSection:) / insertSections(_:afterSection:)",
          example: "insert-sections header before main"
        ) { .insertSections($0.sections(0), $0.position(1), section: $0.section(2)) }
      ]),
    CommandSpec(
      "delete-sections", .snapshotEditing,
      forms: [
        CommandForm(
          [.sections("S")], summary: "delete sections and their items", apple: "snapshot.deleteSections(_:)",
          example: "delete-sections more"
        ) { .deleteSections($0.sections(0)) }
      ]),
    CommandSpec(
      "move-section", .snapshotEditing,
      forms: [
        CommandForm(
          [.section("S"), position, .section("T")], summary: "move section S before or after section T",
          apple: "snapshot.moveSection(_:beforeSection:) / moveSection(_:afterSection:)",
          example: "move-section more before main"
        ) { .moveSection($0.section(0), $0.position(1), section: $0.section(2)) }
      ]),
    CommandSpec(
      "reload-sections", .snapshotEditing,
      forms: [
        CommandForm(
          [.sections("S")], summary: "mark sections for reload at the next apply",
          apple: "snapshot.reloadSections(_:)", example: "reload-sections main"
        ) { .reloadSections($0.sections(0)) }
      ]),
    CommandSpec(
      "append-items", .snapshotEditing,
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1), .optional(keyword: "to", .section("S"))],
          summary: "append items to section S (default: the last section)",
          apple: "snapshot.appendItems(_:toSection:)", example: "append-items a b Banner:1 to main"
        ) { .appendItems($0.items(0), toSection: $0.optionalSection(1)) }
      ]),
    CommandSpec(
      "insert-items", .snapshotEditing,
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1), position, .item("ITEM")],
          summary: "insert items before or after an item, in its section",
          apple: "snapshot.insertItems(_:beforeItem:) / insertItems(_:afterItem:)",
          example: "insert-items x y after a"
        ) { .insertItems($0.items(0), $0.position(1), item: $0.item(2)) }
      ]),
    CommandSpec(
      "delete-items", .snapshotEditing,
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1)], summary: "delete items (unknown items are ignored)",
          apple: "snapshot.deleteItems(_:)", example: "delete-items a Banner:1"
        ) { .deleteItems($0.items(0)) }
      ]),
    CommandSpec(
      "delete-all-items", .snapshotEditing,
      forms: [
        CommandForm(
          summary: "delete all items (and, as Apple does, all sections)", apple: "snapshot.deleteAllItems()",
          example: "delete-all-items"
        ) { _ in .deleteAllItems }
      ]),
    CommandSpec(
      "move-item", .snapshotEditing,
      forms: [
        CommandForm(
          [.item("ITEM"), position, .item("ITEM")], summary: "move an item before or after another item",
          apple: "snapshot.moveItem(_:beforeItem:) / moveItem(_:afterItem:)", example: "move-item c before a"
        ) { .moveItem($0.item(0), $0.position(1), item: $0.item(2)) }
      ]),
    CommandSpec(
      "reload-items", .snapshotEditing,
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1)], summary: "mark items for reload (a new cell) at the next apply",
          apple: "snapshot.reloadItems(_:)", example: "reload-items a"
        ) { .reloadItems($0.items(0)) }
      ]),
    CommandSpec(
      "reconfigure-items", .snapshotEditing,
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1)], summary: "mark items for reconfiguration (same cell) at the next apply",
          apple: "snapshot.reconfigureItems(_:)", example: "reconfigure-items a"
        ) { .reconfigureItems($0.items(0)) }
      ]),
    CommandSpec(
      "new-snapshot", .snapshotEditing,
      forms: [
        CommandForm(
          summary: "start from an empty working snapshot", apple: "NSDiffableDataSourceSnapshot()",
          example: "new-snapshot"
        ) { _ in .newSnapshot }
      ]),
    CommandSpec(
      "revert", .snapshotEditing,
      forms: [
        CommandForm(
          summary: "discard edits: the working snapshot becomes the applied one again",
          apple: "dataSource.snapshot()", example: "revert"
        ) { _ in .revert }
      ]),

    // MARK: Section snapshots
    CommandSpec(
      "section-snapshot", .sectionSnapshots, .outsideSectionSnapshot, traits: [.needsDiffableDataSource],
      forms: [
        CommandForm(
          [.section("S"), .flag("--current")],
          summary: "edit a section snapshot for S: empty, or the stored one with --current",
          apple: "NSDiffableDataSourceSectionSnapshot() / dataSource.snapshot(for:)",
          example: "section-snapshot main --current"
        ) { .sectionSnapshot($0.section(0), current: $0.flag(1)) }
      ]),
    CommandSpec(
      "append", .sectionSnapshots, .insideSectionSnapshot,
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1), .optional(keyword: "to", .item("PARENT"))],
          summary: "append items as roots, or as the last children of PARENT",
          apple: "sectionSnapshot.append(_:to:)", example: "append Folder:docs File:a File:b to Folder:docs"
        ) { .sectionAppend($0.items(0), toParent: $0.optionalItem(1)) }
      ]),
    CommandSpec(
      "insert", .sectionSnapshots, .insideSectionSnapshot,
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1), position, .item("ITEM")],
          summary: "insert items as siblings before or after an item",
          apple: "sectionSnapshot.insert(_:before:) / insert(_:after:)", example: "insert File:c after File:b"
        ) { .sectionInsert($0.items(0), $0.position(1), item: $0.item(2)) }
      ]),
    CommandSpec(
      "delete", .sectionSnapshots, .insideSectionSnapshot,
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1)], summary: "delete items with their descendants",
          apple: "sectionSnapshot.delete(_:)", example: "delete Folder:docs"
        ) { .sectionDelete($0.items(0)) }
      ]),
    CommandSpec(
      "expand", .sectionSnapshots, .insideSectionSnapshot,
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1)], summary: "mark items expanded in the section snapshot",
          apple: "sectionSnapshot.expand(_:)", example: "expand Folder:docs"
        ) { .sectionExpand($0.items(0)) }
      ]),
    CommandSpec(
      "collapse", .sectionSnapshots, .insideSectionSnapshot,
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1)], summary: "mark items collapsed in the section snapshot",
          apple: "sectionSnapshot.collapse(_:)", example: "collapse Folder:docs"
        ) { .sectionCollapse($0.items(0)) }
      ]),
    CommandSpec(
      "apply", .sectionSnapshots, .insideSectionSnapshot, traits: [.asksCellProvider, .needsDiffableDataSource],
      forms: [
        CommandForm(
          [.flag("--no-animation")], summary: "apply the section snapshot to its section, then leave the context",
          apple: "dataSource.apply(_:to:animatingDifferences:)", example: "apply"
        ) { .sectionApply(animatingDifferences: !$0.flag(0)) }
      ]),
    CommandSpec(
      "end", .sectionSnapshots, .insideSectionSnapshot,
      forms: [
        CommandForm(summary: "leave the section-snapshot context without applying", example: "end") { _ in
          .sectionEnd
        }
      ]),

    // MARK: Applying and interacting
    CommandSpec(
      "apply", .applying, .outsideSectionSnapshot, traits: [.asksCellProvider, .needsDiffableDataSource],
      forms: [
        CommandForm(
          [.flag("--no-animation")], summary: "apply the working snapshot and print the batch updates and layout",
          apple: "dataSource.apply(_:animatingDifferences:)", example: "apply --no-animation"
        ) { .apply(animatingDifferences: !$0.flag(0)) }
      ]),
    CommandSpec(
      "apply-reload-data", .applying, traits: [.asksCellProvider, .needsDiffableDataSource],
      forms: [
        CommandForm(
          summary: "apply the working snapshot without diffing (reloadData)",
          apple: "dataSource.applySnapshotUsingReloadData(_:)", example: "apply-reload-data"
        ) { _ in .applyReloadData }
      ]),
    CommandSpec(
      "set-content", .applying,
      forms: [
        CommandForm(
          [.item("ITEM"), .text("TEXT", required: true)],
          summary: "change the model text of an item; its cell is stale until reconfigured or reloaded",
          example: "set-content a Hello, world"
        ) { .setContent($0.item(0), text: $0.word(1)) }
      ]),
    CommandSpec(
      "set-detail", .applying,
      forms: [
        CommandForm(
          [.item("ITEM"), .text("TEXT", required: true)],
          summary: "set the detail text of an item's cell (- removes it); the next apply reconfigures the item",
          apple: "cell.detailTextLabel?.text", example: "set-detail a 555-0100"
        ) { .setDetail($0.item(0), text: $0.word(1) == "-" ? nil : $0.word(1)) }
      ]),
    CommandSpec(
      "set-accessory", .applying,
      forms: [
        CommandForm(
          [.item("ITEM"), .choice(HeadlessTableViewCell.AccessoryType.allCases.map(\.rawValue))],
          summary: "set the accessory of an item's cell; the next apply reconfigures the item",
          apple: "cell.accessoryType", example: "set-accessory a disclosureIndicator"
        ) { .setAccessory($0.item(0), $0.choice(1)) }
      ]),
    CommandSpec(
      "scroll-to", .applying, traits: [.asksCellProvider],
      forms: [
        CommandForm(
          [.scrollTarget], summary: "move the viewport to an item or to index path S.I (section.item)",
          apple: "collectionView.scrollToItem(at:at:animated:)", example: "scroll-to 0.40"
        ) { .scrollTo($0.scrollTarget(0)) }
      ]),
    CommandSpec(
      "select", .applying,
      forms: [
        CommandForm(
          [.item("ITEM")], summary: "select an item; onSelect receives the typed item",
          apple: "collectionView(_:didSelectItemAt:)", example: "select Product:42"
        ) { .select($0.item(0)) }
      ]),
    CommandSpec(
      "tap", .applying,
      forms: [
        CommandForm(
          [.item("ITEM")],
          summary: "tap a Todo's checkbox: its cell controller flips the view state; one cell reconfigured, no diff",
          example: "tap Todo:milk"
        ) { .tap($0.item(0)) }
      ]),
    CommandSpec(
      "expand", .applying, .outsideSectionSnapshot, traits: [.asksCellProvider, .needsDiffableDataSource],
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1)], summary: "tap the disclosure control to expand (as a user would)",
          apple: "sectionSnapshotHandlers.willExpandItem", example: "expand Folder:docs"
        ) { .expand($0.items(0)) }
      ]),
    CommandSpec(
      "collapse", .applying, .outsideSectionSnapshot, traits: [.asksCellProvider, .needsDiffableDataSource],
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1)], summary: "tap the disclosure control to collapse (as a user would)",
          apple: "sectionSnapshotHandlers.willCollapseItem", example: "collapse Folder:docs"
        ) { .collapse($0.items(0)) }
      ]),
    CommandSpec(
      "on-expand", .applying, traits: [.needsDiffableDataSource],
      forms: [
        CommandForm(
          [.item("PARENT"), .items("ITEM", minimum: 1)],
          summary: "lazy children: when the user expands PARENT, snapshotForExpandingParent supplies ITEM...",
          apple: "sectionSnapshotHandlers.snapshotForExpandingParent", example: "on-expand Folder:docs File:a File:b"
        ) { .onExpand($0.item(0), children: $0.items(1)) }
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
          example: "view table --style insetGrouped"
        ) { .view($0.choice(0), style: $0.optionalWord(1).flatMap(HeadlessTableView.Style.init(rawValue:))) }
      ]),
    CommandSpec(
      "set-header", .applying,
      forms: [
        CommandForm(
          [.section("S"), .title("TEXT")],
          summary: "the header title of section S (- removes it, \"-\" is the title -); the view shows it when it "
            + "loads the section",
          apple: "tableView(_:titleForHeaderInSection:) / elementKindSectionHeader", example: "set-header A Contacts A"
        ) { .setTitle(.header, section: $0.section(0), title: $0.optionalWord(1)) }
      ]),
    CommandSpec(
      "set-footer", .applying,
      forms: [
        CommandForm(
          [.section("S"), .title("TEXT")],
          summary: "the footer title of section S (- removes it, \"-\" is the title -); the view shows it when it "
            + "loads the section",
          apple: "tableView(_:titleForFooterInSection:) / elementKindSectionFooter", example: "set-footer A 3 people"
        ) { .setTitle(.footer, section: $0.section(0), title: $0.optionalWord(1)) }
      ]),
    CommandSpec(
      "swipe", .applying, traits: [.needsDiffableDataSource],
      forms: [
        CommandForm(
          [.item("ITEM"), .text("ACTION", required: false)],
          summary: "a user swipes the row: without ACTION, shows the actions offered; with ACTION, taps it",
          apple: "tableView(_:trailingSwipeActionsConfigurationForRowAt:) / trailingSwipeActionsConfigurationProvider",
          example: "swipe Contact:bob Delete"
        ) { .swipe($0.item(0), action: $0.optionalWord(1)) }
      ]),
    CommandSpec(
      "swipe-delete", .applying, traits: [.asksCellProvider, .needsDiffableDataSource],
      forms: [
        CommandForm(
          [.item("ITEM")],
          summary: "a user swipes the row and taps Delete; the app deletes the item from snapshot() and applies",
          apple: "tableView(_:canEditRowAt:), tableView(_:commit:forRowAt:) / the list's swipe actions",
          example: "swipe-delete Contact:bob"
        ) { .swipeDelete($0.item(0)) }
      ]),
    CommandSpec(
      "drag", .applying, traits: [.asksCellProvider, .needsDiffableDataSource],
      forms: [
        CommandForm(
          [.item("ITEM"), position, .item("ITEM")], summary: "a user drags a row to just before or after another row",
          apple: "tableView(_:canMoveRowAt:), tableView(_:moveRowAt:to:) / reorderingHandlers",
          example: "drag Contact:bob before Contact:amy"
        ) { .drag($0.item(0), $0.position(1), item: $0.item(2)) }
      ]),

    // MARK: Inspecting
    CommandSpec(
      "show", .inspecting, defaultForm: "layout", formNoun: "subject",
      forms: [
        CommandForm(
          keyword: "layout", summary: "what the view shows now (the default)", example: "show"
        ) { _ in .show(.layout) },
        CommandForm(
          keyword: "snapshot", summary: "the working snapshot, with reload/reconfigure marks", example: "show snapshot"
        ) { _ in .show(.snapshot) },
        CommandForm(
          keyword: "diff", summary: "what apply would send now, without applying", example: "show diff",
          traits: .needsDiffableDataSource
        ) { _ in .show(.diff) },
        CommandForm(
          keyword: "tree", [.section("S")], summary: "the stored section snapshot of S",
          apple: "dataSource.snapshot(for:)",
          example: "show tree main", traits: .needsDiffableDataSource
        ) { .show(.tree(section: $0.section(0))) },
        CommandForm(
          keyword: "cells", summary: "dequeues, reuses and configurations per cell class", example: "show cells"
        ) { _ in .show(.cells) },
        CommandForm(
          keyword: "settings", summary: "every setting with its value (also: set)", example: "show settings"
        ) { _ in .show(.settings) },
      ]),
    CommandSpec(
      "info", .inspecting,
      forms: [
        CommandForm(
          [.item("ITEM|S")],
          summary: "index path, section, level, parent, expansion, visibility, type and content",
          apple: "dataSource.indexPath(for:) / snapshot.sectionIdentifier(containingItem:)", example: "info Banner:1"
        ) { .info($0.item(0)) }
      ]),
    CommandSpec(
      "types", .inspecting,
      forms: [CommandForm(summary: "built-in item types and their cell classes", example: "types") { _ in .types }]),
    CommandSpec(
      "history", .inspecting,
      forms: [CommandForm(summary: "the steps the user saw (applies, taps)", example: "history") { _ in .history }]),
    CommandSpec(
      "undo", .inspecting, traits: [.asksCellProvider, .needsDiffableDataSource],
      forms: [CommandForm(summary: "show the previous step (with its ticks)", example: "undo") { _ in .undo }]),
    CommandSpec(
      "redo", .inspecting, traits: [.asksCellProvider, .needsDiffableDataSource],
      forms: [CommandForm(summary: "show the next step (with its ticks)", example: "redo") { _ in .redo }]),

    // MARK: Scripts and session
    CommandSpec(
      "run", .scripts,
      forms: [
        CommandForm(
          [.file("FILE"), .words("ARGS")], summary: "execute a script in this session ($1… are ARGS)",
          example: "run examples/tour.lks",
          shell: { .run(path: $0.word(0), arguments: $0.words(1)) })
      ]),
    CommandSpec(
      "export", .scripts, formNoun: "format",
      forms: [
        CommandForm(
          keyword: "html", [.file("FILE")],
          summary: "write the session so far as one page: each step drawn, each batch update animated",
          example: "export html session.html", shell: { .export(.html, path: $0.word(0)) }),
        CommandForm(
          keyword: "svg", [.file("DIR")], summary: "write one picture per step so far (before/after) into DIR",
          example: "export svg pictures", shell: { .export(.svg, path: $0.word(0)) }),
      ]),
    CommandSpec(
      "echo", .scripts,
      forms: [
        CommandForm([.text("TEXT...", required: false)], summary: "print the words", example: "echo step 2") {
          .echo($0.optionalWord(0) ?? "")
        }
      ]),
    CommandSpec(
      "set", .scripts, formNoun: "setting",
      forms: [CommandForm(summary: "print every setting with its value", example: "set") { _ in .show(.settings) }]
        + SettingName.allCases.map(\.form)),
    CommandSpec(
      "help", .scripts,
      forms: [
        CommandForm(
          [.commandName("COMMAND [FORM]")],
          summary: "list the commands, or explain one (or one form: help expect layout)",
          example: "help append-items"
        ) { .help($0.helpTopic(0)) }
      ]),
    CommandSpec(
      "quit", .scripts,
      forms: [CommandForm(summary: "leave the shell (also Ctrl-D)", example: "quit", shell: { _ in .quit })]),
    CommandSpec(
      "exit", .scripts,
      forms: [CommandForm(summary: "leave the shell (also Ctrl-D)", example: "exit", shell: { _ in .quit })]),

    // MARK: Assertions
    CommandSpec(
      "expect", .assertions, formNoun: "assertion",
      forms: [
        CommandForm(
          keyword: "layout", [.sectionLabel("S"), .items("ITEM", minimum: 0)],
          summary: "the visible items of section S, in order", example: "expect layout main: a b Banner:1"
        ) { .expect(.layout(section: $0.section(0), items: $0.items(1))) },
        CommandForm(
          keyword: "sections", [.sections("S")], summary: "the section order of the applied snapshot",
          apple: "snapshot.sectionIdentifiers", example: "expect sections header main"
        ) { .expect(.sections($0.sections(0))) },
        CommandForm(
          keyword: "count", [.choice(["items", "sections"]), .integer("N", minimum: 0)],
          summary: "the number of items or sections applied", apple: "snapshot.numberOfItems / numberOfSections",
          example: "expect count items 3"
        ) { .expect(.count($0.choice(0), $0.integer(1))) },
        CommandForm(
          keyword: "diff", [.counters],
          summary:
            "the counts of the last apply; COUNTER: "
            + DiffCounter.allCases.map(\.name).joined(separator: ", ") + " (counters not given are not checked)",
          example: "expect diff inserted=2 moved=1"
        ) { .expect(.diff($0.counters(0))) },
        CommandForm(
          keyword: "cell", [.item("ITEM"), .text("TEXT", required: true)],
          summary: "the text the item's cell shows (stale until reconfigured)", example: "expect cell a Hello"
        ) { .expect(.cell($0.item(0), text: $0.word(1))) },
        CommandForm(
          keyword: "checkbox", [.item("ITEM"), onOff],
          summary: "the checkbox a Todo's cell shows (from its controller's view state)",
          example: "expect checkbox Todo:milk on"
        ) { .expect(.checkbox($0.item(0), isChecked: $0.word(1) == "on")) },
        CommandForm(
          keyword: "error", [.text("TEXT", required: false)],
          summary: "the next command must fail (with TEXT in its message)",
          example: "expect error There are currently no sections",
          shell: { .expectNext(PendingExpectation(.error, text: $0.optionalWord(0))) }),
        CommandForm(
          keyword: "warning", [.text("TEXT", required: false)],
          summary: "the next command must succeed with a warning (with TEXT in it)",
          example: "expect warning already exist",
          shell: { .expectNext(PendingExpectation(.warning, text: $0.optionalWord(0))) }),
      ]),
  ]

  /// The update lab (docs/language.md §8): the classic data source, batches, the view's own calls, injected bugs.
  private static let updateLab: [CommandSpec] =
    [
      CommandSpec(
        "data-source", .updateLab, .outsideSectionSnapshot, traits: [.refusedInsideBatch],
        forms: [
          CommandForm(
            [.choice(DataSourceKind.allCases.map(\.rawValue))],
            summary: "replace the data source (and the view): classic (the app's arrays) or diffable (the default)",
            apple: "UICollectionViewDataSource / UICollectionViewDiffableDataSource", example: "data-source classic"
          ) { .lab(.dataSource($0.choice(0))) }
        ]),
      CommandSpec(
        "reload-data", .updateLab, traits: [.asksCellProvider, .needsClassicDataSource, .refusedInsideBatch],
        forms: [
          CommandForm(
            summary: "the view reads the classic data source's model again", apple: "collectionView.reloadData()",
            example: "reload-data"
          ) { _ in .lab(.reloadData) }
        ]),
      CommandSpec(
        "batch", .updateLab, traits: [.needsClassicDataSource, .refusedInsideBatch],
        forms: [
          CommandForm(
            summary: "open a batch: model edits and view calls until commit or cancel (classic data source)",
            apple: "collectionView.performBatchUpdates { … }", example: "batch"
          ) { _ in .lab(.beginBatch) }
        ]),
      CommandSpec(
        "commit", .updateLab, traits: [.asksCellProvider],
        forms: [
          CommandForm(
            summary: "close the batch: the view validates it (R1–R16) and animates it, or the app would crash",
            apple: "the end of the performBatchUpdates block", example: "commit"
          ) { _ in .lab(.commitBatch) }
        ]),
      CommandSpec(
        "cancel", .updateLab,
        forms: [
          CommandForm(summary: "leave the batch, undoing its model edits (a lab convenience)", example: "cancel") { _ in
            .lab(.cancelBatch)
          }
        ]),
      CommandSpec(
        "number-of-items", .updateLab,
        forms: [
          CommandForm(
            [.integer("N", minimum: 0)], summary: "ask the view how many items section N has (R17 when it has none)",
            apple: "collectionView.numberOfItems(inSection:)", example: "number-of-items 0"
          ) { .lab(.numberOfItems(section: $0.integer(0), rows: false)) }
        ]),
      CommandSpec(
        "number-of-rows", .updateLab,
        forms: [
          CommandForm(
            [.integer("N", minimum: 0)],
            summary: "ask the table view how many rows section N has (R17 when it has none)",
            apple: "tableView.numberOfRows(inSection:)", example: "number-of-rows 0"
          ) { .lab(.numberOfItems(section: $0.integer(0), rows: true)) }
        ]),
    ] + viewCallSpecs + [
      CommandSpec(
        "inject-bug", .updateLab, formNoun: "bug",
        forms: [
          CommandForm(
            keyword: "nil-cell", [.item("ITEM")], summary: "the cell provider returns nil for ITEM",
            example: "inject-bug nil-cell b"
          ) { .lab(.injectBug(.nilCell($0.item(0)))) },
          CommandForm(
            keyword: "unregistered", [.choice(ItemCatalogue.typeNames)],
            summary: "the cell provider dequeues TYPE's cell without registering it",
            example: "inject-bug unregistered Banner"
          ) { .lab(.injectBug(.unregistered(typeName: $0.word(0)))) },
          CommandForm(
            keyword: "registration-in-provider", summary: "the cell provider creates a new registration on every call",
            example: "inject-bug registration-in-provider"
          ) { _ in .lab(.injectBug(.registrationInProvider)) },
          CommandForm(
            keyword: "reconfigure-other-cell", [.item("ITEM")],
            summary: "reconfiguring ITEM dequeues a different cell class",
            example: "inject-bug reconfigure-other-cell a"
          ) { .lab(.injectBug(.reconfigureOtherCell($0.item(0)))) },
          CommandForm(
            keyword: "not-dequeued", [.item("ITEM")],
            summary: "the cell provider returns a cell it created itself for ITEM", example: "inject-bug not-dequeued b"
          ) { .lab(.injectBug(.notDequeued($0.item(0)))) },
          CommandForm(
            keyword: "counts-from-model",
            summary: "the diffable data source answers the view's counts from the model, not its snapshot",
            example: "inject-bug counts-from-model", traits: .needsDiffableDataSource
          ) { _ in .lab(.injectBug(.countsFromModel)) },
          CommandForm(
            keyword: "delete-row-only",
            summary: "the app's swipe Delete handler deletes the row from the view but not the item from the model",
            example: "inject-bug delete-row-only", traits: .needsDiffableDataSource
          ) { _ in .lab(.injectBug(.deleteRowOnly)) },
          CommandForm(keyword: "off", summary: "the cell provider behaves again", example: "inject-bug off") { _ in
            .lab(.injectBug(nil))
          },
        ]),
      CommandSpec(
        "explain", .updateLab,
        forms: [
          CommandForm(
            [.text("TEXT", required: false)],
            summary: "explain the last error, or a pasted UIKit/Apple exception message: the rule, what the numbers"
              + " say, the usual causes and the fix",
            example: "explain \"attempt to delete section 5, but there are only 2 sections before the update\""
          ) { .explain($0.optionalWord(0)) }
        ]),

    ]

  /// One of the view's update calls: the declaration its commands (in both views' words) and its name derive from.
  private struct ViewCallDeclaration {
    var kind: ViewCall.Kind
    var call: String
    var slots: [Slot]
    var summary: String
    var apple: String
    var example: String
    var build: @Sendable (Arguments, Bool) -> ViewCall
  }

  /// The view's update calls (docs/language.md §8), each also under its table name where the words differ
  /// (`delete-rows-at`): one declaration per call.
  private static let viewCalls: [ViewCallDeclaration] = [
    ViewCallDeclaration(
      kind: .deleteItems, call: "delete-items-at", slots: [.indexPaths("S.I")],
      summary: "delete items at index paths before the update",
      apple: "deleteItems(at:)", example: "delete-items-at 0.1"
    ) { args, _ in .deleteItems(args.indexPaths(0)) },
    ViewCallDeclaration(
      kind: .insertItems, call: "insert-items-at", slots: [.indexPaths("S.I")],
      summary: "insert items at index paths after the update",
      apple: "insertItems(at:)", example: "insert-items-at 0.0"
    ) { args, _ in .insertItems(args.indexPaths(0)) },
    ViewCallDeclaration(
      kind: .reloadItems, call: "reload-items-at", slots: [.indexPaths("S.I")],
      summary: "reload items (new cells) at index paths before the update", apple: "reloadItems(at:)",
      example: "reload-items-at 0.2"
    ) { args, _ in .reloadItems(args.indexPaths(0)) },
    ViewCallDeclaration(
      kind: .reconfigureItems, call: "reconfigure-items-at", slots: [.indexPaths("S.I")],
      summary: "reconfigure the cells at index paths before the update", apple: "reconfigureItems(at:)",
      example: "reconfigure-items-at 0.2"
    ) { args, _ in .reconfigureItems(args.indexPaths(0)) },
    ViewCallDeclaration(
      kind: .moveItem, call: "move-item-at", slots: [.indexPath("S.I"), .indexPath("S.I")],
      summary: "move an item: from an index path before the update to one after it", apple: "moveItem(at:to:)",
      example: "move-item-at 0.0 0.2"
    ) { args, _ in .moveItem(args.indexPath(0), to: args.indexPath(1)) },
    ViewCallDeclaration(
      kind: .deleteSections, call: "delete-sections-at", slots: [.sectionIndexes("N")],
      summary: "delete sections at indexes before the update", apple: "deleteSections(_:)",
      example: "delete-sections-at 1"
    ) { args, _ in .deleteSections(args.integers(0)) },
    ViewCallDeclaration(
      kind: .insertSections, call: "insert-sections-at", slots: [.sectionIndexes("N")],
      summary: "insert sections at indexes after the update", apple: "insertSections(_:)",
      example: "insert-sections-at 0"
    ) { args, _ in .insertSections(args.integers(0)) },
    ViewCallDeclaration(
      kind: .reloadSections, call: "reload-sections-at", slots: [.sectionIndexes("N")],
      summary: "reload sections at indexes before the update", apple: "reloadSections(_:)",
      example: "reload-sections-at 0"
    ) { args, _ in .reloadSections(args.integers(0)) },
    ViewCallDeclaration(
      kind: .moveSection, call: "move-section-at", slots: [.integer("N", minimum: 0), .integer("N", minimum: 0)],
      summary: "move a section: from an index before the update to one after it",
      apple: "moveSection(_:toSection:)", example: "move-section-at 0 1"
    ) { args, _ in .moveSection(args.integer(0), to: args.integer(1)) },
  ]

  private static let viewCallSpecs: [CommandSpec] = {
    let calls = viewCalls
    var specs: [CommandSpec] = []
    let traits: CommandTraits = [.needsClassicDataSource, .asksCellProvider]
    for call in calls {
      let build = call.build
      specs.append(
        CommandSpec(
          call.call, .updateLab, traits: traits,
          forms: [
            CommandForm(
              call.slots, summary: call.summary, apple: "collectionView." + call.apple, example: call.example
            ) { .lab(.viewCall(build($0, false), rows: false)) }
          ]))
    }
    // The table's names for the item calls (`deleteRows(at:with:)`); the section calls are named alike.
    for call in calls where call.call.contains("item") {
      let build = call.build
      let name = tableName(call.call)
      let apple = replacing("Item", with: "Row", in: call.apple)
      specs.append(
        CommandSpec(
          name, .updateLab, traits: traits,
          forms: [
            CommandForm(
              call.slots, summary: tableWords(call.summary) + " (table view)",
              apple: "tableView." + apple, example: replacing("item", with: "row", in: call.example)
            ) { .lab(.viewCall(build($0, true), rows: true)) }
          ]))
    }
    return specs
  }()

  /// A view call's summary in a table's words, with the article the noun takes: "move a row: …" for "move an
  /// item: …".
  private static func tableWords(_ summary: String) -> String {
    replacing("item", with: "row", in: replacing("an item", with: "a row", in: summary))
  }

  /// A view call's command in a table's words: `delete-rows-at` for `delete-items-at` (section calls are alike).
  private static func tableName(_ name: String) -> String {
    replacing("item", with: "row", in: name)
  }

  /// `text` with every `target` replaced, byte by byte: the words are ASCII (`items` becomes `rows` too). String's
  /// own `replacing(_:with:)`, the string-processing module's generic search, cost 1.37 M instructions for the 35
  /// replacements of the table's names, summaries and examples, before the first command of every `lks` process.
  /// - Complexity: O(text × target).
  private static func replacing(_ target: String, with replacement: String, in text: String) -> String {
    let text = Array(text.utf8)
    let target = Array(target.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    var index = 0
    while index < text.count {
      if text[index...].starts(with: target) {
        result += replacement.utf8
        index += target.count
      } else {
        result.append(text[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The name of each view call's command, in a collection view's words.
  private static let viewCallNames: [ViewCall.Kind: String] = Dictionary(
    uniqueKeysWithValues: viewCalls.map { ($0.kind, $0.call) })

  /// The command that makes `call`, in a collection view's words (`delete-items-at`) or a table's (`delete-rows-at`).
  static func viewCallName(_ call: ViewCall, rows: Bool) -> String {
    let name = viewCallNames[call.kind]!
    return rows ? tableName(name) : name
  }

  /// Every distinct command name, sorted.
  static let allNames: [String] = Set(all.map(\.name)).sorted()

  /// The distinct names valid in a context, sorted.
  static func names(inSectionSnapshot: Bool) -> [String] {
    inSectionSnapshot ? namesInSectionSnapshot : namesOutsideSectionSnapshot
  }

  // Computed once: every parsed line resolves its command word against one of these.
  private static let namesInSectionSnapshot = computeNames(inSectionSnapshot: true)
  private static let namesOutsideSectionSnapshot = computeNames(inSectionSnapshot: false)

  private static func computeNames(inSectionSnapshot: Bool) -> [String] {
    Set(all.filter { $0.availability.allows(inSectionSnapshot: inSectionSnapshot) }.map(\.name)).sorted()
  }

  /// The spec a (possibly abbreviated) command word means in a context.
  ///
  /// An exact name wins (`apply` over `apply-reload-data`); otherwise the word must be the prefix of exactly
  /// one name valid in the context (`append-s` → `append-sections`).
  ///
  /// - Throws: `.ambiguousCommand` listing the candidates; `.onlyInSectionSnapshot` / `.notInSectionSnapshot`
  ///   for an exact name of the other context; `.unknownCommand` with up to three suggestions.
  /// - Complexity: O(number of commands × name length).
  static func resolve(_ word: String, inSectionSnapshot: Bool) throws(ParseError) -> CommandSpec {
    // `?` is `help`, as in psql and many shells.
    let word = word == "?" ? "help" : word
    let names = names(inSectionSnapshot: inSectionSnapshot)
    // The exact name of a command of the other context (`append` outside one) says so, rather than being read as
    // an ambiguous prefix of this context's names (`append-items`, `append-sections`).
    if !names.contains(word), let other = all.first(where: { $0.name == word }) {
      throw inSectionSnapshot ? .notInSectionSnapshot(command: other.name) : .onlyInSectionSnapshot(command: other.name)
    }
    switch Suggestions.resolve(word, among: names) {
    case .found(let name):
      if let spec = all.first(where: {
        $0.name == name && $0.availability.allows(inSectionSnapshot: inSectionSnapshot)
      }) {
        return spec
      }
    case .ambiguous(let candidates):
      throw .ambiguousCommand(word, candidates: candidates)
    case .notFound:
      break
    }
    if let other = all.first(where: { $0.name == word }) {
      throw inSectionSnapshot ? .notInSectionSnapshot(command: other.name) : .onlyInSectionSnapshot(command: other.name)
    }
    throw .unknownCommand(word, suggestions: Suggestions.closest(to: word, among: names))
  }

  /// All specs with this exact name (two for `apply`, `expand` and `collapse`: one per context).
  static func specs(named name: String) -> [CommandSpec] { all.filter { $0.name == name } }

  /// Resolves a `help` topic among all names, in either context (exact name or unique prefix).
  ///
  /// - Throws: `.unknownHelpTopic` with suggestions, or `.ambiguousCommand`.
  static func resolveTopic(_ word: String) throws(ParseError) -> String {
    switch Suggestions.resolve(word, among: allNames) {
    case .found(let name): return name
    case .ambiguous(let candidates): throw .ambiguousCommand(word, candidates: candidates)
    case .notFound: throw .unknownHelpTopic(word, suggestions: Suggestions.closest(to: word, among: allNames))
    }
  }

  /// The form of a keyword-form command selected by `word` (exact or unique prefix).
  static func form(of spec: CommandSpec, keyword word: String) throws(ParseError) -> CommandForm {
    let keywords = spec.formKeywords
    switch Suggestions.resolve(word, among: keywords) {
    case .found(let keyword):
      if let form = spec.forms.first(where: { $0.keyword == keyword }) { return form }
    case .ambiguous(let candidates):
      throw .ambiguousForm(command: spec.name, word: word, candidates: candidates)
    case .notFound:
      break
    }
    throw .unknownForm(
      command: spec.name, noun: spec.formNoun, word: word, allowed: keywords,
      suggestions: Suggestions.closest(to: word, among: keywords))
  }
}
