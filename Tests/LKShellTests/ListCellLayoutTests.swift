// The layout shows a list cell's secondary text and accessories where a cell has them (issue 12): in text, after
// the cell's text; in JSON, as the additional keys "secondary" and "accessories"; rows without them are unchanged.
import Testing

@testable import LKShell

@MainActor
struct ListCellLayoutTests {
  func report(secondary: String?, accessories: [String]) throws -> LayoutReport {
    let item = try Session().item(typeName: nil, id: "inbox")
    var row = LayoutRow(
      section: 0, item: 0, identifier: item, key: "inbox", typeName: "Text", level: 0, expanded: nil, cellText: "Inbox",
      modelText: "Inbox", hasCell: true)
    row.secondaryText = secondary
    row.accessories = accessories
    return LayoutReport(
      sections: [LayoutSection(identifier: "main", rows: [row], isOutline: false, itemCount: 1, firstRow: 0)],
      viewport: 0..<1, totalRows: 1)
  }

  func json(_ report: LayoutReport) -> String {
    var out = ""
    JSONRenderer.layout(report).write(to: &out)
    return out
  }

  @Test("A list cell's secondary text and accessories appear in the text and JSON layouts")
  func shown() throws {
    let report = try report(secondary: "3 unread", accessories: ["checkmark", "disclosureIndicator"])
    let text = TextRenderer(color: false).layout(report)
    #expect(text.contains("\"Inbox\" · \"3 unread\"  [checkmark, disclosureIndicator]"))
    let encoded = json(report)
    #expect(encoded.contains("\"secondary\":\"3 unread\""))
    #expect(encoded.contains("\"accessories\":[\"checkmark\",\"disclosureIndicator\"]"))
  }

  @Test("Rows without them print as before")
  func absent() throws {
    let report = try report(secondary: nil, accessories: [])
    let text = TextRenderer(color: false).layout(report)
    #expect(!text.contains("·") && !text.contains("["))
    let encoded = json(report)
    #expect(!encoded.contains("secondary") && !encoded.contains("accessories"))
  }
}
