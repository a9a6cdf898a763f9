// The command table's snapshot editing and section-snapshot commands (docs/language.md §3.1, §3.2): each written
// once, both ways (the command its slots make, the slots' values of a command).

import ListKit

extension CommandTable {
  /// The commands that edit the working snapshot (every one edits the model: `CommandSpec` adds the trait).
  static let snapshotEditing: [CommandSpec] = [
    CommandSpec(
      "append-sections", .snapshotEditing,
      forms: [
        CommandForm(
          [.sections("S")], summary: "append sections at the end", apple: "snapshot.appendSections(_:)",
          example: "append-sections main more", build: { .appendSections($0.sections(0)) },
          values: { if case .appendSections(let s) = $0 { [.sections(s)] } else { nil } })
      ]),
    CommandSpec(
      "insert-sections", .snapshotEditing,
      forms: [
        CommandForm(
          [.sections("S"), position, .section("T")], summary: "insert sections before or after section T",
          apple: "snapshot.insertSections(_:beforeSection:) / insertSections(_:afterSection:)",
          example: "insert-sections header before main",
          build: { .insertSections($0.sections(0), $0.position(1), section: $0.section(2)) },
          values: {
            if case .insertSections(let s, let p, let t) = $0 { [.sections(s), .choice(p), .section(t)] } else { nil }
          })
      ]),
    CommandSpec(
      "delete-sections", .snapshotEditing,
      forms: [
        CommandForm(
          [.sections("S")], summary: "delete sections and their items", apple: "snapshot.deleteSections(_:)",
          example: "delete-sections more", build: { .deleteSections($0.sections(0)) },
          values: { if case .deleteSections(let s) = $0 { [.sections(s)] } else { nil } })
      ]),
    CommandSpec(
      "move-section", .snapshotEditing,
      forms: [
        CommandForm(
          [.section("S"), position, .section("T")], summary: "move section S before or after section T",
          apple: "snapshot.moveSection(_:beforeSection:) / moveSection(_:afterSection:)",
          example: "move-section more before main",
          build: { .moveSection($0.section(0), $0.position(1), section: $0.section(2)) },
          values: {
            if case .moveSection(let s, let p, let t) = $0 { [.section(s), .choice(p), .section(t)] } else { nil }
          })
      ]),
    CommandSpec(
      "reload-sections", .snapshotEditing,
      forms: [
        CommandForm(
          [.sections("S")], summary: "mark sections for reload at the next apply",
          apple: "snapshot.reloadSections(_:)", example: "reload-sections main",
          build: { .reloadSections($0.sections(0)) },
          values: { if case .reloadSections(let s) = $0 { [.sections(s)] } else { nil } })
      ]),
    CommandSpec(
      "append-items", .snapshotEditing,
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1), .optional(keyword: "to", .section("S"))],
          summary: "append items to section S (default: the last section)",
          apple: "snapshot.appendItems(_:toSection:)", example: "append-items a b Banner:1 to main",
          build: { .appendItems($0.items(0), toSection: $0.optionalSection(1)) },
          values: {
            if case .appendItems(let i, let s) = $0 { [.items(i), .optional(s.map { .section($0) })] } else { nil }
          })
      ]),
    CommandSpec(
      "insert-items", .snapshotEditing,
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1), position, .item("ITEM")],
          summary: "insert items before or after an item, in its section",
          apple: "snapshot.insertItems(_:beforeItem:) / insertItems(_:afterItem:)",
          example: "insert-items x y after a",
          build: { .insertItems($0.items(0), $0.position(1), item: $0.item(2)) },
          values: { if case .insertItems(let i, let p, let t) = $0 { [.items(i), .choice(p), .item(t)] } else { nil } })
      ]),
    CommandSpec(
      "delete-items", .snapshotEditing,
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1)], summary: "delete items (unknown items are ignored)",
          apple: "snapshot.deleteItems(_:)", example: "delete-items a Banner:1", build: { .deleteItems($0.items(0)) },
          values: { if case .deleteItems(let i) = $0 { [.items(i)] } else { nil } })
      ]),
    CommandSpec(
      "delete-all-items", .snapshotEditing,
      forms: [
        CommandForm(
          summary: "delete all items (and, as Apple does, all sections)", apple: "snapshot.deleteAllItems()",
          example: "delete-all-items", command: .deleteAllItems)
      ]),
    CommandSpec(
      "move-item", .snapshotEditing,
      forms: [
        CommandForm(
          [.item("ITEM"), position, .item("ITEM")], summary: "move an item before or after another item",
          apple: "snapshot.moveItem(_:beforeItem:) / moveItem(_:afterItem:)", example: "move-item c before a",
          build: { .moveItem($0.item(0), $0.position(1), item: $0.item(2)) },
          values: { if case .moveItem(let i, let p, let t) = $0 { [.item(i), .choice(p), .item(t)] } else { nil } })
      ]),
    CommandSpec(
      "reload-items", .snapshotEditing,
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1)], summary: "mark items for reload (a new cell) at the next apply",
          apple: "snapshot.reloadItems(_:)", example: "reload-items a", build: { .reloadItems($0.items(0)) },
          values: { if case .reloadItems(let i) = $0 { [.items(i)] } else { nil } })
      ]),
    CommandSpec(
      "reconfigure-items", .snapshotEditing,
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1)], summary: "mark items for reconfiguration (same cell) at the next apply",
          apple: "snapshot.reconfigureItems(_:)", example: "reconfigure-items a",
          build: { .reconfigureItems($0.items(0)) },
          values: { if case .reconfigureItems(let i) = $0 { [.items(i)] } else { nil } })
      ]),
    CommandSpec(
      "new-snapshot", .snapshotEditing,
      forms: [
        CommandForm(
          summary: "start from an empty working snapshot", apple: "NSDiffableDataSourceSnapshot()",
          example: "new-snapshot", command: .newSnapshot)
      ]),
    CommandSpec(
      "revert", .snapshotEditing,
      forms: [
        CommandForm(
          summary: "discard edits: the working snapshot becomes the applied one again",
          apple: "dataSource.snapshot()", example: "revert", command: .revert)
      ]),
  ]

  /// The commands of a section-snapshot context, and the one that opens it.
  static let sectionSnapshots: [CommandSpec] = [
    CommandSpec(
      "section-snapshot", .sectionSnapshots, .outsideSectionSnapshot, traits: [.needsDiffableDataSource],
      forms: [
        CommandForm(
          [.section("S"), .flag("--current")],
          summary: "edit a section snapshot for S: empty, or the stored one with --current",
          apple: "NSDiffableDataSourceSectionSnapshot() / dataSource.snapshot(for:)",
          example: "section-snapshot main --current",
          build: { .sectionSnapshot($0.section(0), current: $0.flag(1)) },
          values: { if case .sectionSnapshot(let s, let current) = $0 { [.section(s), .flag(current)] } else { nil } })
      ]),
    CommandSpec(
      "append", .sectionSnapshots, .insideSectionSnapshot,
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1), .optional(keyword: "to", .item("PARENT"))],
          summary: "append items as roots, or as the last children of PARENT",
          apple: "sectionSnapshot.append(_:to:)", example: "append Folder:docs File:a File:b to Folder:docs",
          build: { .sectionAppend($0.items(0), toParent: $0.optionalItem(1)) },
          values: {
            if case .sectionAppend(let i, let p) = $0 { [.items(i), .optional(p.map { .item($0) })] } else { nil }
          })
      ]),
    CommandSpec(
      "insert", .sectionSnapshots, .insideSectionSnapshot,
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1), position, .item("ITEM")],
          summary: "insert items as siblings before or after an item",
          apple: "sectionSnapshot.insert(_:before:) / insert(_:after:)", example: "insert File:c after File:b",
          build: { .sectionInsert($0.items(0), $0.position(1), item: $0.item(2)) },
          values: {
            if case .sectionInsert(let i, let p, let t) = $0 { [.items(i), .choice(p), .item(t)] } else { nil }
          })
      ]),
    CommandSpec(
      "delete", .sectionSnapshots, .insideSectionSnapshot,
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1)], summary: "delete items with their descendants",
          apple: "sectionSnapshot.delete(_:)", example: "delete Folder:docs", build: { .sectionDelete($0.items(0)) },
          values: { if case .sectionDelete(let i) = $0 { [.items(i)] } else { nil } })
      ]),
    CommandSpec(
      "expand", .sectionSnapshots, .insideSectionSnapshot,
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1)], summary: "mark items expanded in the section snapshot",
          apple: "sectionSnapshot.expand(_:)", example: "expand Folder:docs", build: { .sectionExpand($0.items(0)) },
          values: { if case .sectionExpand(let i) = $0 { [.items(i)] } else { nil } })
      ]),
    CommandSpec(
      "collapse", .sectionSnapshots, .insideSectionSnapshot,
      forms: [
        CommandForm(
          [.items("ITEM", minimum: 1)], summary: "mark items collapsed in the section snapshot",
          apple: "sectionSnapshot.collapse(_:)", example: "collapse Folder:docs",
          build: { .sectionCollapse($0.items(0)) },
          values: { if case .sectionCollapse(let i) = $0 { [.items(i)] } else { nil } })
      ]),
    CommandSpec(
      "apply", .sectionSnapshots, .insideSectionSnapshot, traits: [.asksCellProvider, .needsDiffableDataSource],
      forms: [
        CommandForm(
          [.flag("--no-animation")], summary: "apply the section snapshot to its section, then leave the context",
          apple: "dataSource.apply(_:to:animatingDifferences:)", example: "apply",
          build: { .sectionApply(animatingDifferences: !$0.flag(0)) },
          values: { if case .sectionApply(let animating) = $0 { [.flag(!animating)] } else { nil } })
      ]),
    CommandSpec(
      "end", .sectionSnapshots, .insideSectionSnapshot,
      forms: [
        CommandForm(
          summary: "leave the section-snapshot context without applying", example: "end", command: .sectionEnd)
      ]),
  ]
}
