// A settings screen as a UIKit app writes it: an inset-grouped table, a registered cell subclass that picks the
// value1 style in `init(style:reuseIdentifier:)`, section header titles, and a checkmark list where a tap moves the
// checkmark. Ported by changing the import and the view controller (a plain class handed its table view) only.

import ListKit
import Testing

// MARK: The ported code

final class SettingCell: UITableViewCell {
  static let reuseIdentifier = "SettingCell"

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

@MainActor
final class SettingsController: UITableViewDataSource, UITableViewDelegate {
  enum Section: Int, CaseIterable {
    case general, appearance
  }

  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  let themes = ["System", "Light", "Dark"]
  var selectedTheme = "System"
  var wifi = "Home"
  var opened: [String] = []

  init() {
    tableView.register(SettingCell.self, forCellReuseIdentifier: SettingCell.reuseIdentifier)
    tableView.dataSource = self
    tableView.delegate = self
    tableView.reloadData()
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    Section.allCases.count
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    switch Section(rawValue: section)! {
    case .general: return "General"
    case .appearance: return "Theme"
    }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    switch Section(rawValue: section)! {
    case .general: return 2
    case .appearance: return themes.count
    }
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: SettingCell.reuseIdentifier, for: indexPath)
    switch Section(rawValue: indexPath.section)! {
    case .general:
      cell.textLabel?.text = indexPath.row == 0 ? "Wi-Fi" : "Bluetooth"
      cell.detailTextLabel?.text = indexPath.row == 0 ? wifi : "On"
      cell.accessoryType = .disclosureIndicator
    case .appearance:
      let theme = themes[indexPath.row]
      cell.textLabel?.text = theme
      cell.detailTextLabel?.text = nil
      cell.accessoryType = theme == selectedTheme ? .checkmark : .none
    }
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    switch Section(rawValue: indexPath.section)! {
    case .general:
      opened.append(tableView.cellForRow(at: indexPath)?.textLabel?.text ?? "")
    case .appearance:
      let previous = IndexPath(row: themes.firstIndex(of: selectedTheme)!, section: indexPath.section)
      selectedTheme = themes[indexPath.row]
      tableView.reloadRows(at: [previous, indexPath], with: .automatic)
    }
  }
}

// MARK: The tests

@MainActor
struct SettingsTableTests {
  @Test("Value1 cells from a registered subclass: text, detail text and accessory; header titles per section")
  func value1Cells() throws {
    let settings = SettingsController()
    let tableView = settings.tableView
    #expect(tableView.style == .insetGrouped)
    #expect(tableView.numberOfSections == 2)
    #expect((0..<2).map { tableView.headerTitle(forSection: $0) } == ["General", "Theme"])
    let wifi = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(wifi is SettingCell && wifi.style == .value1)
    #expect(wifi.textLabel?.text == "Wi-Fi" && wifi.detailTextLabel?.text == "Home")
    #expect(wifi.accessoryType == .disclosureIndicator)
    #expect(wifi.defaultContentConfiguration() == .valueCell())
    tableView.userTap(at: IndexPath(row: 1, section: 0))
    #expect(settings.opened == ["Bluetooth"])
  }

  @Test("A tap moves the checkmark: both rows reloaded, the old one unchecked, nothing left selected")
  func checkmarks() {
    let settings = SettingsController()
    let tableView = settings.tableView
    func checked() -> [String] {
      (0..<3).compactMap {
        let cell = tableView.cellForRow(at: IndexPath(row: $0, section: 1))
        return cell?.accessoryType == .checkmark ? cell?.text : nil
      }
    }
    #expect(checked() == ["System"])
    tableView.userTap(at: IndexPath(row: 2, section: 1))
    #expect(checked() == ["Dark"])
    #expect(settings.selectedTheme == "Dark")
    #expect(tableView.indexPathsForSelectedRows == nil)
    #expect(tableView.lastBatchAnimations.map(\.description) == ["reloadRows [1.0, 1.2] with .automatic"])
    #expect(tableView.invariantViolations().isEmpty)
  }
}
