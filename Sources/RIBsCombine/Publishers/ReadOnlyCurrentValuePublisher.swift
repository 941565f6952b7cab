#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// A value that changes over time, which its subscribers receive first as it is now and then at
/// every change, and which they cannot change.
///
/// What a parent RIB hands its children: data flows down the tree through streams. The parent keeps
/// the ``CurrentValuePublisher`` and hands down this read-only view of it:
///
/// ```swift
/// protocol SuperPayDashboardDependency: Dependency {
///   var balance: ReadOnlyCurrentValuePublisher<Double> { get }
/// }
///
/// extension FinanceHomeComponent: SuperPayDashboardDependency {
///   var balance: ReadOnlyCurrentValuePublisher<Double> { balancePublisher }  // a CurrentValuePublisher
/// }
/// ```
public class ReadOnlyCurrentValuePublisher<Element>: Publisher {
  /// The values: the current one first, then every change.
  public typealias Output = Element
  /// It never fails.
  public typealias Failure = Never

  fileprivate let subject: CurrentValueSubject<Element, Never>

  fileprivate init(_ initialValue: Element) {
    subject = CurrentValueSubject(initialValue)
  }

  /// The current value.
  public var value: Element { subject.value }

  /// Subscribes `subscriber`, which receives the current value first.
  ///
  /// - Parameter subscriber: The subscriber.
  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Element, S.Failure == Never {
    subject.receive(subscriber: subscriber)
  }
}

/// A ``ReadOnlyCurrentValuePublisher`` that its owner can change.
///
/// ```swift
/// let balance = CurrentValuePublisher<Double>(0)
/// balance.send(balance.value + 10_000)
/// ```
public final class CurrentValuePublisher<Element>: ReadOnlyCurrentValuePublisher<Element> {
  /// Creates a publisher with its first value.
  ///
  /// - Parameter initialValue: The value subscribers receive until the first ``send(_:)``.
  public override init(_ initialValue: Element) {
    super.init(initialValue)
  }

  /// Changes the value and delivers it to every subscriber.
  ///
  /// - Parameter value: The new value.
  public func send(_ value: Element) {
    subject.send(value)
  }
}
