Feature: MTG09 - End of combat step

  Background:
    Given a mtg game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id     | card         | owner | zone        |
      | alib1  | Probe Forest | A     | library     |
      | blib1  | Probe Forest | B     | library     |
      | bear1  | Probe Bear   | A     | battlefield |
      | giant2 | Probe Giant  | B     | battlefield |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |

  @rule:mtg:511.1
  Scenario: [1] The active player receives priority when the end of combat step begins
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And players pass priority until declare blockers
    And B declares no blockers
    And players pass priority until end of combat
    Then the turn is:
      | phase    | combat        |
      | step     | end of combat |
      | priority | A             |

  @rule:mtg:511.3
  Scenario: [2] Attacking and blocking creatures are still in combat during the end of combat step
    Given the objects:
      | id    | card       | owner | zone        |
      | wall2 | Probe Wall | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | wall2   | bear1    |
    And players pass priority until end of combat
    Then the turn is:
      | step | end of combat |
    And the objects are:
      | id    | zone        | blocking | blocked_by | attacking |
      | wall2 | battlefield | bear1    | []         | none      |
      | bear1 | battlefield | []       | wall2      | B         |

  @rule:mtg:511.3
  Scenario: [3] An unblocked attacker is still attacking during the end of combat step
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And players pass priority until declare blockers
    And B declares no blockers
    And players pass priority until end of combat
    Then the objects are:
      | id    | attacking |
      | bear1 | B         |

  @rule:mtg:511.3
  Scenario: [4] All creatures are removed from combat when the end of combat step ends
    Given the objects:
      | id     | card        | owner | zone        |
      | giant1 | Probe Giant | A     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
      | giant1   | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | giant2  | giant1   |
    And players pass priority until end of combat
    And all players pass priority
    Then the turn is:
      | phase    | postcombat main |
      | priority | A               |
    And the objects are:
      | id     | attacking | blocking | blocked_by |
      | bear1  | none      | []       | []         |
      | giant1 | none      | []       | []         |
      | giant2 | none      | []       | []         |
    And the state includes:
      | path   | value |
      | combat | none  |

  @rule:mtg:511.3 @rule:mtg:500.1
  Scenario: [5] The postcombat main phase begins after the end of combat step
    When all players pass priority
    And A declares no attackers
    And players pass priority until end of combat
    And all players pass priority
    Then the turn is:
      | phase    | postcombat main |
      | step     | none            |
      | priority | A               |

  @rule:mtg:511.2 @rule:mtg:500.5
  Scenario: [6] An "until end of turn" effect from an attack trigger lasts past the end of combat
    Given the objects:
      | id      | card         | owner | zone        |
      | wolves1 | Probe Wolves | A     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | wolves1  | B      |
    And all players pass priority
    And players pass priority until declare blockers
    And B declares no blockers
    And players pass priority until postcombat main
    Then the objects are:
      | id      | power | attacking |
      | wolves1 | 4     | none      |
    And the state includes:
      | path           | value |
      | players.B.life | 16    |

  @rule:mtg:511.1 @rule:mtg:117.1a
  Scenario: [7] The defending player may cast an instant during the end of combat step
    Given the objects:
      | id        | card           | owner | zone        |
      | bolt2     | Probe Bolt     | B     | hand        |
      | mountain2 | Probe Mountain | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And players pass priority until declare blockers
    And B declares no blockers
    And players pass priority until end of combat
    And A passes priority
    And B activates mountain2
    And B casts bolt2 targeting bear1
    And all players pass priority
    Then the objects are:
      | id    | zone      |
      | bear1 | graveyard |
    And the turn is:
      | step     | end of combat |
      | priority | A             |

  @rule:mtg:506.4
  Scenario: [8] An attacking creature that leaves the battlefield is removed from combat
    Given the objects:
      | id        | card           | owner | zone        |
      | bolt2     | Probe Bolt     | B     | hand        |
      | mountain2 | Probe Mountain | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And A passes priority
    And B activates mountain2
    And B casts bolt2 targeting bear1
    And all players pass priority
    Then the objects are:
      | id    | zone      | attacking |
      | bear1 | graveyard | none      |
    And the state includes:
      | path             | value |
      | combat.attackers | []    |

  @rule:mtg:511.2 @rule:mtg:511.3
  Scenario: [9] An "at end of combat" trigger goes on the stack as the end of combat step begins, while the attacker is still attacking
    Given the objects:
      | id       | card          | owner | zone        |
      | trumpet1 | Probe Trumpet | A     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And players pass priority until declare blockers
    And B declares no blockers
    And players pass priority until end of combat
    Then the turn is:
      | step     | end of combat |
      | priority | A             |
    And the stack is:
      | kind      | source   |
      | triggered | trumpet1 |
    And the state includes:
      | path           | value |
      | players.A.life | 20    |
      | players.B.life | 18    |
    And the objects are:
      | id    | attacking |
      | bear1 | B         |
    When all players pass priority
    Then the stack is empty
    And the state includes:
      | path           | value |
      | players.A.life | 21    |
    And the turn is:
      | step     | end of combat |
      | priority | A             |

  @rule:mtg:511.2 @rule:mtg:508.8
  Scenario: [10] An "at end of combat" trigger triggers even when no creature attacks
    Given the objects:
      | id       | card          | owner | zone        |
      | trumpet2 | Probe Trumpet | B     | battlefield |
    When all players pass priority
    And A declares no attackers
    And players pass priority until end of combat
    Then no damage_dealt event happened
    And the turn is:
      | step     | end of combat |
      | priority | A             |
    And the stack is:
      | kind      | source   |
      | triggered | trumpet2 |
    When all players pass priority
    Then the state includes:
      | path           | value |
      | players.B.life | 21    |

  @rule:mtg:511.2 @rule:mtg:500.5
  Scenario: [11] An "until end of combat" effect lasts through the end of combat step and ends with the combat phase
    # Probe Charger (2/2): "Whenever this creature attacks, it gets +1/+0 until end of combat."
    Given the objects:
      | id       | card          | owner | zone        |
      | charger1 | Probe Charger | A     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | charger1 | B      |
    And all players pass priority
    Then the objects are:
      | id       | power | toughness |
      | charger1 | 3     | 2         |
    When players pass priority until declare blockers
    And B declares no blockers
    And players pass priority until end of combat
    Then the turn is:
      | step     | end of combat |
      | priority | A             |
    And the objects are:
      | id       | power |
      | charger1 | 3     |
    And the state includes:
      | path           | value |
      | players.B.life | 17    |
    When all players pass priority
    Then the turn is:
      | phase    | postcombat main |
      | priority | A               |
    And the objects are:
      | id       | power |
      | charger1 | 2     |
