// Real public code, compiled unchanged but for its import: bitigchi/CodeInUI, CodeInUI/ViewController.swift
// (commit dd1aa082b666f6bf5bdadb963f1c6ee38d8d0216). MIT License, Copyright (c) 2019 Emir Sarı (the
// repository's LICENSE: permission is granted to use, copy and modify the Software, provided this copyright
// notice and permission notice are included; THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND).
//
//  ViewController.swift
//  CodeInUI
//
//  Created by Emir SARI on 8.10.2019.
//  Copyright © 2019 Emir SARI. All rights reserved.
//

import UIKit

class ViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        
        view = UIView()
        view.backgroundColor = .systemBackground
        
        let stackView = UIStackView()
        stackView.axis = .vertical
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        
        NSLayoutConstraint.activate([
            stackView.centerXAnchor.constraint(equalTo: self.view.centerXAnchor),
            stackView.centerYAnchor.constraint(equalTo: self.view.centerYAnchor)
        ])
        
        let label = UILabel()
        label.text = "This is a basic UI in code"
        stackView.addArrangedSubview(label)
    }
}

