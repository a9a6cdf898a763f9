// `lks mcp`: the shell's tools (AssistantTools) as a Model Context Protocol server on standard input and output,
// through the official Swift SDK, which does the JSON-RPC: a malformed message, an unknown method or tool, or an
// argument of the wrong type is an MCP error, and the server goes on. It ends when its input closes.

import LKShell
import MCP

/// Serves the tools, the documents and the prompt until standard input closes.
public func serveAssistant() async throws {
  let server = Server(
    name: "lks", version: Shell.version,
    instructions: """
      lks simulates UIKit diffable data sources exactly: run snapshot commands (`run`, `session`), explain a pasted \
      UIKit crash (`explain`), draw the steps (`draw`). Read lks://docs/language.md for the commands.
      """,
    capabilities: .init(prompts: .init(), resources: .init(), tools: .init()))
  let tools = await MainActor.run { AssistantEndpoint() }
  await server.withMethodHandler(ListTools.self) { _ in .init(tools: AssistantEndpoint.tools) }
  await server.withMethodHandler(CallTool.self) { params in
    try await tools.call(params.name, arguments: params.arguments ?? [:])
  }
  await server.withMethodHandler(ListResources.self) { _ in .init(resources: AssistantEndpoint.resources) }
  await server.withMethodHandler(ReadResource.self) { params in
    guard let document = AssistantEndpoint.document(uri: params.uri) else {
      throw MCPError.invalidParams("no resource \(params.uri): list the resources for their addresses")
    }
    let mimeType = document.path.hasSuffix(".md") ? "text/markdown" : "text/plain"
    return .init(contents: [.text(document.text, uri: params.uri, mimeType: mimeType)])
  }
  await server.withMethodHandler(ListPrompts.self) { _ in .init(prompts: [AssistantEndpoint.reproducePrompt]) }
  await server.withMethodHandler(GetPrompt.self) { params in
    guard params.name == AssistantEndpoint.reproducePrompt.name else {
      throw MCPError.invalidParams("no prompt '\(params.name)': the prompt is 'reproduce-crash'")
    }
    guard let crash = params.arguments?["crash"], !crash.isEmpty else {
      throw MCPError.invalidParams("'reproduce-crash' takes the argument 'crash': the crash text as pasted")
    }
    return AssistantEndpoint.reproduce(crash)
  }
  let transport = DrainingTransport()
  try await server.start(transport: transport)
  await server.waitUntilCompleted()
  // The calls read before the input closed are answered (each call's own time limit bounds this).
  await transport.drain(timeout: .seconds(30))
  await server.stop()
}

/// The tools' protocol side: their schemas, argument checking, and the answers as MCP content.
@MainActor
final class AssistantEndpoint {
  let tools = AssistantTools()

  nonisolated static let viewSchema: Value = .object([
    "type": "string", "enum": ["collection", "table"],
    "description": "The view the session starts with: a UICollectionView (default) or a UITableView.",
  ])

  nonisolated static let tools: [Tool] = [
    Tool(
      name: "run",
      description: """
        Run lks commands in a fresh session: a simulated UIKit diffable data source and its view, exact to UIKit's \
        rules (snapshots, apply, batch updates, the exceptions UIKit throws). Returns the text output, then the JSON \
        events (one object a line, docs/language.md §4). A failing command makes the result an error carrying its \
        `error` event; the commands after it do not run. Read lks://docs/language.md for the commands.
        """,
      inputSchema: .object([
        "type": "object",
        "properties": .object([
          "commands": .object([
            "type": "string",
            "description": .string(
              "Commands separated by ';' or newlines, e.g. 'append-sections A; append-items a b c to A; apply'."),
          ]),
          "view": viewSchema,
          "dataSource": .object([
            "type": "string", "enum": ["diffable", "classic"],
            "description": .string(
              "diffable (default): a UICollectionViewDiffableDataSource; classic: a plain data source driven by"
                + " hand-written batch updates (performBatchUpdates, insertItems…)."),
          ]),
        ]),
        "required": ["commands"],
      ])),
    Tool(
      name: "session",
      description: """
        Run lks commands in a named session kept between calls (state, settings and applied snapshots stay). \
        `reset: true` starts it again (alone: forgets it); `list: true` names the sessions kept. At most 8 sessions \
        are kept (the least recently used is dropped, and the result says so); a session past 100000 items is \
        dropped. Returns the text output, then the JSON events.
        """,
      inputSchema: .object([
        "type": "object",
        "properties": .object([
          "name": .object(["type": "string", "description": "The session's name, 1 to 64 characters."]),
          "commands": .object(["type": "string", "description": "Commands separated by ';' or newlines."]),
          "reset": .object(["type": "boolean", "description": "Start the session again before the commands."]),
          "list": .object(["type": "boolean", "description": "Only list the sessions kept."]),
          "view": viewSchema,
        ]),
      ])),
    Tool(
      name: "explain",
      description: """
        Explain a UIKit crash as pasted: a console log, a crash report (.ips/.crash) or the exception's message \
        (NSInternalInconsistencyException, 'Invalid update', duplicate identifiers…). Returns each explanation \
        (text, then JSON events) and, when recognised, an lks script that reproduces it (run it with `run` or `draw`).
        """,
      inputSchema: .object([
        "type": "object",
        "properties": .object([
          "text": .object(["type": "string", "description": "The crash text, as pasted."])
        ]),
        "required": ["text"],
      ])),
    Tool(
      name: "draw",
      description: """
        Run lks commands in a fresh session and draw each step: `svg` returns one SVG picture per step (before and \
        after each apply), `html` one self-contained page with every step, batch updates animated. Returns the text \
        output, the JSON events, then the pictures.
        """,
      inputSchema: .object([
        "type": "object",
        "properties": .object([
          "commands": .object(["type": "string", "description": "Commands separated by ';' or newlines."]),
          "format": .object([
            "type": "string", "enum": ["svg", "html"],
            "description": "svg (default): a picture per step; html: a page.",
          ]),
          "view": viewSchema,
        ]),
        "required": ["commands"],
      ])),
  ]

  /// Runs the tool `name`; an unknown tool or a missing or mistyped argument is an MCP error (invalid params).
  func call(_ name: String, arguments: [String: Value]) throws -> CallTool.Result {
    let arguments = Arguments(values: arguments, tool: name)
    switch name {
    case "run":
      let classic = try arguments.choice("dataSource", of: ["diffable", "classic"]) == "classic"
      return result(
        tools.run(commands: try arguments.string("commands"), view: try arguments.view(), classic: classic))
    case "session":
      if try arguments.bool("list") == true { return result(tools.listSessions()) }
      let name = try arguments.string("name")
      let reset = try arguments.bool("reset") ?? false
      guard let commands = try arguments.optionalString("commands") else {
        if reset { return result(tools.resetSession(name: name)) }
        throw MCPError.invalidParams("session: give 'commands', 'reset': true, or 'list': true")
      }
      return result(tools.session(name: name, commands: commands, reset: reset, view: try arguments.view()))
    case "explain":
      return result(tools.explain(text: try arguments.string("text")))
    case "draw":
      let format: PictureFormat = try arguments.choice("format", of: ["svg", "html"]) == "html" ? .html : .svg
      return result(
        tools.draw(commands: try arguments.string("commands"), format: format, view: try arguments.view()))
    default:
      throw MCPError.invalidParams("no tool '\(name)': the tools are run, session, explain and draw")
    }
  }

  /// An answer as content: the notes (what was cut or dropped), the text output, the events, each attachment.
  private func result(_ answer: AssistantTools.Answer) -> CallTool.Result {
    func text(_ text: String) -> Tool.Content { .text(text: text, annotations: nil, _meta: nil) }
    var content: [Tool.Content] = []
    if !answer.notes.isEmpty { content.append(text(answer.notes.map { "note: " + $0 }.joined(separator: "\n"))) }
    content.append(text(answer.text.isEmpty ? "(no text output)" : answer.text))
    content.append(text(answer.events.isEmpty ? "(no events)" : answer.events))
    for attachment in answer.attachments { content.append(text(attachment)) }
    return .init(content: content, isError: answer.isError)
  }

  // MARK: Resources and the prompt

  nonisolated static func uri(_ path: String) -> String { "lks://" + path }

  nonisolated static let resources: [Resource] = EmbeddedDocuments.all.map { document in
    Resource(
      name: document.path, uri: uri(document.path),
      description: document.path.hasPrefix("docs/")
        ? "lks documentation: \(document.path == "docs/language.md" ? "the language (commands, JSON events)" : "UIKit's semantics the shell reproduces")"
        : "An example lks script", mimeType: document.path.hasSuffix(".md") ? "text/markdown" : "text/plain")
  }

  nonisolated static func document(uri: String) -> (path: String, text: String)? {
    EmbeddedDocuments.all.first { Self.uri($0.path) == uri }
  }

  nonisolated static let reproducePrompt = Prompt(
    name: "reproduce-crash",
    description: "Reproduce a UIKit diffable data source crash with lks, and explain its cause and fix.",
    arguments: [.init(name: "crash", description: "The crash text as pasted (log, report or message).", required: true)]
  )

  nonisolated static func reproduce(_ crash: String) -> GetPrompt.Result {
    .init(
      description: "Reproduce this crash with lks",
      messages: [
        .user(
          .text(
            text: """
              This app crashed in a UIKit diffable data source or batch update. With the lks tools: call `explain` \
              with the crash text below; run the reproduction script it returns with `run` (and `draw` to see the \
              steps); then say what the app's code did wrong and the smallest change that fixes it, checking the \
              fix with `run`. Read lks://docs/language.md for the commands.

              Crash:
              \(crash)
              """))
      ])
  }
}

/// A tool's arguments, checked: a missing required one or one of the wrong type is an invalid-params error naming it.
struct Arguments {
  let values: [String: Value]
  let tool: String

  func string(_ name: String) throws -> String {
    guard let value = try optionalString(name) else {
      throw MCPError.invalidParams("\(tool): the argument '\(name)' (a string) is missing")
    }
    return value
  }

  func optionalString(_ name: String) throws -> String? {
    guard let value = values[name], !value.isNull else { return nil }
    guard let string = value.stringValue else {
      throw MCPError.invalidParams("\(tool): '\(name)' must be a string")
    }
    return string
  }

  func bool(_ name: String) throws -> Bool? {
    guard let value = values[name], !value.isNull else { return nil }
    guard let bool = value.boolValue else { throw MCPError.invalidParams("\(tool): '\(name)' must be true or false") }
    return bool
  }

  func choice(_ name: String, of choices: [String]) throws -> String? {
    guard let value = try optionalString(name) else { return nil }
    guard choices.contains(value) else {
      throw MCPError.invalidParams(
        "\(tool): '\(name)' must be \(choices.map { "'\($0)'" }.joined(separator: " or ")) (it was '\(value)')")
    }
    return value
  }

  func view() throws -> ViewKind {
    try choice("view", of: ViewKind.allCases.map(\.rawValue)).flatMap(ViewKind.init(rawValue:)) ?? .collection
  }
}
