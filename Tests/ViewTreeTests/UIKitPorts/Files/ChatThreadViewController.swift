//
//  ChatThreadViewController.swift
//
//  Written in the style of public iOS 13–16 code (not copied from any one file): an inverted chat table with
//  self-sizing bubble cells, a growing input bar on the keyboard layout guide, a text view placeholder, scroll
//  to bottom, batch updates, prefetching, a typing indicator animated with CABasicAnimation, a context menu
//  interaction, pasteboard, haptics and dates. No `expect-error` is left.
//

import UIKit

struct ChatMessage: Hashable {
    let id: Int
    let text: String
    let mine: Bool
    let sent: Date
}

final class BubbleCell: UITableViewCell {
    static let reuseIdentifier = "Bubble"
    private let bubble = UIView()
    private let messageLabel = UILabel()
    private let timeLabel = UILabel()
    private var leading: NSLayoutConstraint!
    private var trailing: NSLayoutConstraint!

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        backgroundColor = .clear
        contentView.transform = CGAffineTransform(scaleX: 1, y: -1)
        bubble.layer.cornerRadius = 16
        bubble.layer.cornerCurve = .continuous
        messageLabel.numberOfLines = 0
        messageLabel.font = .preferredFont(forTextStyle: .body)
        messageLabel.adjustsFontForContentSizeCategory = true
        timeLabel.font = .preferredFont(forTextStyle: .caption2)
        timeLabel.textColor = .secondaryLabel
        for view in [bubble, messageLabel, timeLabel] { view.translatesAutoresizingMaskIntoConstraints = false }
        contentView.addSubview(bubble)
        bubble.addSubview(messageLabel)
        contentView.addSubview(timeLabel)
        leading = bubble.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor)
        trailing = bubble.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor)
        NSLayoutConstraint.activate([
            bubble.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            bubble.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.75),
            messageLabel.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
            messageLabel.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -8),
            messageLabel.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
            messageLabel.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -12),
            timeLabel.topAnchor.constraint(equalTo: bubble.bottomAnchor, constant: 2),
            timeLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            timeLabel.trailingAnchor.constraint(equalTo: bubble.trailingAnchor),
        ])
        addInteraction(UIContextMenuInteraction(delegate: self))
    }

    required init?(coder: NSCoder) { fatalError() }

    func configure(with message: ChatMessage, formatter: DateFormatter) {
        messageLabel.text = message.text
        timeLabel.text = formatter.string(from: message.sent)
        bubble.backgroundColor = message.mine ? .systemBlue : .secondarySystemBackground
        messageLabel.textColor = message.mine ? .white : .label
        leading.isActive = !message.mine
        trailing.isActive = message.mine
        bubble.layer.maskedCorners = message.mine
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMaxXMaxYCorner]
    }
}

extension BubbleCell: UIContextMenuInteractionDelegate {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            UIMenu(children: [
                UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in
                    UIPasteboard.general.string = self?.messageLabel.text
                },
            ])
        }
    }
}

final class TypingDotsView: UIView {
    private let dots = (0..<3).map { _ in CALayer() }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for (i, dot) in dots.enumerated() {
            dot.backgroundColor = UIColor.systemGray.cgColor
            dot.cornerRadius = 4
            dot.frame = CGRect(x: CGFloat(i) * 12, y: 0, width: 8, height: 8)
            layer.addSublayer(dot)
            let bounce = CABasicAnimation(keyPath: "transform.translation.y")
            bounce.fromValue = 0
            bounce.toValue = -6
            bounce.duration = 0.4
            bounce.autoreverses = true
            bounce.repeatCount = .infinity
            bounce.beginTime = CACurrentMediaTime() + Double(i) * 0.15
            dot.add(bounce, forKey: "bounce")
        }
    }

    required init?(coder: NSCoder) { fatalError() }

    override var intrinsicContentSize: CGSize { CGSize(width: 32, height: 8) }
}

final class ChatThreadViewController: UIViewController, UITableViewDataSource, UITableViewDataSourcePrefetching,
                                      UITextViewDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let inputBar = UIView()
    private let textView = UITextView()
    private let placeholder = UILabel()
    private let sendButton = UIButton(type: .system)
    private let typing = TypingDotsView()
    private var textHeight: NSLayoutConstraint!
    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.timeStyle = .short
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter
    }()
    private var messages: [ChatMessage] = (0..<30).map {
        ChatMessage(id: $0, text: "Message \($0)", mine: $0.isMultiple(of: 3), sent: Date(timeIntervalSince1970: 1_700_000_000 - Double($0) * 90))
    }
    private let haptics = UIImpactFeedbackGenerator(style: .light)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.transform = CGAffineTransform(scaleX: 1, y: -1)
        tableView.dataSource = self
        tableView.prefetchDataSource = self
        tableView.separatorStyle = .none
        tableView.keyboardDismissMode = .interactive
        tableView.estimatedRowHeight = 60
        tableView.rowHeight = UITableView.automaticDimension
        tableView.register(BubbleCell.self, forCellReuseIdentifier: BubbleCell.reuseIdentifier)
        tableView.tableFooterView = UIView()
        tableView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

        inputBar.backgroundColor = .secondarySystemBackground
        textView.font = .preferredFont(forTextStyle: .body)
        textView.isScrollEnabled = false
        textView.delegate = self
        textView.layer.cornerRadius = 18
        textView.textContainerInset = UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 10)
        placeholder.text = "Message"
        placeholder.textColor = .placeholderText
        placeholder.font = textView.font
        sendButton.setImage(UIImage(systemName: "arrow.up.circle.fill"), for: .normal)
        sendButton.isEnabled = false
        sendButton.addAction(UIAction { [weak self] _ in self?.send() }, for: .touchUpInside)

        for subview in [tableView, inputBar, textView, placeholder, sendButton, typing] {
            subview.translatesAutoresizingMaskIntoConstraints = false
        }
        view.addSubview(tableView)
        view.addSubview(inputBar)
        inputBar.addSubview(textView)
        textView.addSubview(placeholder)
        inputBar.addSubview(sendButton)
        view.addSubview(typing)
        textHeight = textView.heightAnchor.constraint(equalToConstant: 36)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: typing.topAnchor, constant: -4),
            typing.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            typing.bottomAnchor.constraint(equalTo: inputBar.topAnchor, constant: -4),
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            textView.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 8),
            textView.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor, constant: -8),
            textView.leadingAnchor.constraint(equalTo: inputBar.layoutMarginsGuide.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: sendButton.leadingAnchor, constant: -8),
            textHeight,
            placeholder.leadingAnchor.constraint(equalTo: textView.leadingAnchor, constant: 14),
            placeholder.centerYAnchor.constraint(equalTo: textView.centerYAnchor),
            sendButton.trailingAnchor.constraint(equalTo: inputBar.layoutMarginsGuide.trailingAnchor),
            sendButton.centerYAnchor.constraint(equalTo: textView.centerYAnchor),
            sendButton.widthAnchor.constraint(equalToConstant: 32),
            sendButton.heightAnchor.constraint(equalTo: sendButton.widthAnchor),
        ])
        typing.isHidden = true
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: BubbleCell.reuseIdentifier,
                                                       for: indexPath) as? BubbleCell else { return UITableViewCell() }
        cell.configure(with: messages[indexPath.row], formatter: formatter)
        return cell
    }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        let older = indexPaths.map(\.row).max() ?? 0
        guard older >= messages.count - 5 else { return }
        let start = messages.count
        let more = (start..<start + 20).map {
            ChatMessage(id: $0, text: "Older \($0)", mine: false, sent: Date(timeIntervalSince1970: 1_600_000_000))
        }
        messages.append(contentsOf: more)
        tableView.performBatchUpdates({
            tableView.insertRows(at: (start..<self.messages.count).map { IndexPath(row: $0, section: 0) }, with: .none)
        }, completion: nil)
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}

    func textViewDidChange(_ textView: UITextView) {
        placeholder.isHidden = !textView.text.isEmpty
        sendButton.isEnabled = !textView.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        let fitting = textView.sizeThatFits(CGSize(width: textView.bounds.width, height: .greatestFiniteMagnitude))
        textHeight.constant = min(max(36, fitting.height), 120)
        textView.isScrollEnabled = fitting.height > 120
        typing.isHidden = textView.text.isEmpty
        UIView.animate(withDuration: 0.15) { self.view.layoutIfNeeded() }
    }

    private func send() {
        let text = textView.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        haptics.prepare()
        messages.insert(ChatMessage(id: messages.count, text: text, mine: true, sent: Date(timeIntervalSince1970: 1_700_000_000)), at: 0)
        tableView.beginUpdates()
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
        tableView.endUpdates()
        tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: true)
        textView.text = ""
        textViewDidChange(textView)
        haptics.impactOccurred(intensity: 0.7)
    }
}
