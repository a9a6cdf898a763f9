// The page's files (Sources/LKShell/Rendering/Page) are what `lks` writes: the EmbedPageResources build plugin compiles
// each into a constant of `PageResources`, and each constant is its file byte for byte (without the final newline).
import Foundation
import Testing

@testable import LKShell

@Suite struct PageResourcesTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/LKShell/Rendering/Page")

  @Test("Each of the page's constants is its file, byte for byte, without the file's final newline")
  func constantsAreTheFiles() throws {
    let constants = [
      "body.html": PageResources.body, "script.js": PageResources.script, "style.css": PageResources.style,
    ]
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
    #expect(files == constants.keys.sorted())
    for (file, constant) in constants {
      var text = try Data(contentsOf: Self.folder.appendingPathComponent(file))
      #expect(text.last == UInt8(ascii: "\n"), "\(file) ends with a newline")
      if text.last == UInt8(ascii: "\n") { text.removeLast() }
      #expect(Array(constant.utf8) == Array(text), "\(file)")
      #expect(!constant.isEmpty, "\(file)")
    }
  }
}
