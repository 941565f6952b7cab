import TerminalUI
import Testing

@Suite struct TerminalTextTests {
  @Test(arguments: [
    ("\u{1B}]2;PWNED\u{7}\u{1B}[41m", #"\u{1B}]2;PWNED\u{7}\u{1B}[41m"#),
    ("a\u{0}b", #"a\u{0}b"#),
    ("line\r\nnext", #"line\u{D}\u{A}next"#),
    ("tab\there", #"tab\u{9}here"#),
    ("\u{9B}31m", #"\u{9B}31m"#),
    ("abc\u{202E}txt.exe", #"abc\u{202E}txt.exe"#),
    ("\u{2066}x\u{2069}", #"\u{2066}x\u{2069}"#),
    ("para\u{2029}graph", #"para\u{2029}graph"#),
  ])
  func controlCharactersAndDirectionMarksAreShownEscaped(text: String, shown: String) {
    #expect(TerminalText.sanitized(text) == shown)
    #expect(TerminalText.needsSanitizing(text))
  }

  @Test(arguments: ["Alice", "김철수", "José", "👩‍👩‍👧‍👦 family", "🇰🇷", "e\u{301}", "Ωμέγα"])
  func ordinaryTextOfAnyScriptIsKeptAsItIs(text: String) {
    #expect(TerminalText.sanitized(text) == text)
    #expect(!TerminalText.needsSanitizing(text))
  }

  @Test func aFloodOfCombiningMarksKeepsThreePerCharacter() {
    let flood = "Z" + String(repeating: "\u{0336}", count: 200) + "a"
    let sanitized = TerminalText.sanitized(flood)
    #expect(sanitized == "Z\u{0336}\u{0336}\u{0336}a")
    #expect(sanitized.unicodeScalars.count == 5)
  }

  @Test(arguments: [
    ("Alice", 5), ("김철수", 6), ("漢字", 4), ("e\u{301}e\u{301}", 2), ("🙂", 2), ("", 0),
    ("ｆｕｌｌ", 8),
  ])
  func widthCountsTerminalColumns(text: String, columns: Int) {
    #expect(TerminalText.displayWidth(text) == columns)
  }

  @Test func colourOnlyOnATerminalThatWantsIt() {
    #expect(TerminalStyle.standardOutput(environment: [:], isTerminal: true).usesColor)
    #expect(
      TerminalStyle.standardOutput(environment: ["TERM": "xterm-256color"], isTerminal: true)
        .usesColor)
    #expect(!TerminalStyle.standardOutput(environment: [:], isTerminal: false).usesColor)
    #expect(
      !TerminalStyle.standardOutput(environment: ["NO_COLOR": "1"], isTerminal: true).usesColor)
    #expect(
      !TerminalStyle.standardOutput(environment: ["TERM": "dumb"], isTerminal: true).usesColor)
    // NO_COLOR set but empty does not count (no-color.org).
    #expect(TerminalStyle.standardOutput(environment: ["NO_COLOR": ""], isTerminal: true).usesColor)
  }
}
