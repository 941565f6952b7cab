#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The echo of typed characters by the terminal on standard input, turned off while the user types
/// a secret.
public enum TerminalEcho {
  /// Turns the echo of standard input on or off; does nothing when standard input is not a terminal.
  ///
  /// - Parameter enabled: Whether typed characters appear.
  public static func set(_ enabled: Bool) {
    var settings = termios()
    guard isatty(STDIN_FILENO) != 0, tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
    let isEnabled = settings.c_lflag & tcflag_t(ECHO) != 0
    guard isEnabled != enabled else { return }
    if enabled {
      settings.c_lflag |= tcflag_t(ECHO)
    } else {
      settings.c_lflag &= ~tcflag_t(ECHO)
    }
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
  }
}
