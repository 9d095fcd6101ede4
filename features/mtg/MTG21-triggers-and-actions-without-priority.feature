Feature: MTG21 - When triggered abilities go on the stack, delayed triggers, and what happens without priority

  # A triggered ability waits until a player would next receive priority, then its controller puts it on
  # the stack. Effects, state-based actions and turn-based actions never use the stack. A delayed
  # "at the beginning of the next end step" trigger created during the end step waits for the next turn's.
  # Probe Journey = Otherworldly Journey, Probe Dwellers = Murk Dwellers, Probe Rampager = Elvish Berserker.

  Background:
    Given a mtg game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id    | card         | owner | zone    |
      | alib1 | Probe Forest | A     | library |
      | alib2 | Probe Forest | A     | library |
      | blib1 | Probe Forest | B     | library |
      | blib2 | Probe Forest | B     | library |

  @rule:mtg:603.3
  Scenario: [1] A triggered ability goes on the stack, under its controller, before a player next receives priority
    Given the objects:
      | id     | card           | owner | zone        |
      | fount1 | Probe Fountain | A     | battlefield |
    And the turn:
      | turn          | 2      |
      | active player | B      |
      | phase         | ending |
      | step          | end    |
      | priority      | B      |
    When players pass priority until upkeep of turn 3
    Then the events include, in order:
      | type       | source | controller |
      | stack_push | fount1 | A          |
    And the stack is:
      | source | controller | kind      |
      | fount1 | A          | triggered |
    And the turn is:
      | turn     | 3      |
      | step     | upkeep |
      | priority | A      |

  @rule:mtg:117.2d @rule:mtg:405.6a
  Scenario: [2] A spell's effect and the state-based actions it causes happen without the stack and before priority
    Given the objects:
      | id     | card           | owner | zone        |
      | mount1 | Probe Mountain | A     | battlefield |
      | bolt1  | Probe Bolt     | A     | hand        |
      | bear2  | Probe Bear     | B     | battlefield |
    And the turn:
      | turn          | 3              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    When A activates mount1
    And A casts bolt1 targeting bear2
    And all players pass priority
    # A spell's damage is not combat damage (only the combat damage step's assigned damage is, 510.2).
    Then the events include, in order:
      | moment  | type         | id    | source | target | object | to        | combat |
      | resolve | resolved     | bolt1 |        |        |        |           |        |
      | resolve | damage_dealt |       | bolt1  | bear2  |        |           | false  |
      |         | zone_changed |       |        |        | bear2  | graveyard |        |
    And no stack_push event happened
    And the stack is empty
    And A has priority

  @rule:mtg:405.6a
  Scenario: [3] An effect can create a delayed triggered ability, which goes on the stack when it triggers
    Given the objects:
      | id       | card          | owner | zone        | damage |
      | plains1  | Probe Plains  | A     | battlefield |        |
      | plains2  | Probe Plains  | A     | battlefield |        |
      | journey1 | Probe Journey | A     | hand        |        |
      | bear1    | Probe Bear    | A     | battlefield | 1      |
    And the turn:
      | turn          | 3              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    When A activates plains1
    And A activates plains2
    And A casts journey1 targeting bear1
    And all players pass priority
    # The damage marked on the Bear stays on the battlefield: the card in exile is a new object (400.7).
    Then the objects are:
      | id    | zone  | damage |
      | bear1 | exile | 0      |
    When players pass priority until end step
    Then the stack is:
      | source   | controller | kind      |
      | journey1 | A          | triggered |
    # It comes back as a new object (400.7), untapped as every permanent enters unless told otherwise (110.5b).
    When all players pass priority
    Then the objects are:
      | id    | zone        | counters        | power | toughness | tapped | damage |
      | bear1 | battlefield | {"+1/+1": 1}    | 3     | 3         | false  | 0      |
    And the events include, in order:
      | type         | object | from  | to          |
      | zone_changed | bear1  | exile | battlefield |

  @rule:mtg:513.2
  Scenario: [4] A delayed trigger for the next end step created during the end step waits for the next turn's end step
    Given the objects:
      | id       | card          | owner | zone        |
      | plains1  | Probe Plains  | A     | battlefield |
      | plains2  | Probe Plains  | A     | battlefield |
      | journey1 | Probe Journey | A     | hand        |
      | bear1    | Probe Bear    | A     | battlefield |
    And the turn:
      | turn          | 3      |
      | active player | A      |
      | phase         | ending |
      | step          | end    |
      | priority      | A      |
    When A activates plains1
    And A activates plains2
    And A casts journey1 targeting bear1
    And all players pass priority
    And players pass priority until upkeep of turn 4
    Then no stack_push event happened
    And the objects are:
      | id    | zone  |
      | bear1 | exile |
    When players pass priority until end step of turn 4
    Then the stack is:
      | source   | controller | kind      |
      | journey1 | A          | triggered |

  @rule:mtg:508.3f @rule:mtg:509.5g
  Scenario: [5] An "attacks and isn't blocked" ability triggers when no blocker is declared for it, not when it attacks
    Given the objects:
      | id     | card           | owner | zone        |
      | dwell1 | Probe Dwellers | A     | battlefield |
      | bear2  | Probe Bear     | B     | battlefield |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | dwell1   | B      |
    Then the stack is empty
    When all players pass priority
    And B declares no blockers
    Then the stack is:
      | source | controller | kind      |
      | dwell1 | A          | triggered |
    When all players pass priority
    Then the objects are:
      | id     | power | toughness |
      | dwell1 | 4     | 2         |
    When players pass priority until postcombat main
    Then the events include, in order:
      | type         | source | target | amount |
      | damage_dealt | dwell1 | B      | 4      |
    And the objects are:
      | id     | power |
      | dwell1 | 2     |

  @rule:mtg:509.5g
  Scenario: [6] An "attacks and isn't blocked" ability doesn't trigger for a blocked creature
    Given the objects:
      | id     | card           | owner | zone        |
      | dwell1 | Probe Dwellers | A     | battlefield |
      | bear2  | Probe Bear     | B     | battlefield |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | dwell1   | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | dwell1   |
    Then no stack_push event happened
    And the stack is empty

  @rule:mtg:509.5c
  Scenario: [7] A "becomes blocked" ability triggers once however many creatures block
    Given the objects:
      | id    | card           | owner | zone        |
      | ramp1 | Probe Rampager | A     | battlefield |
      | bear2 | Probe Bear     | B     | battlefield |
      | bear3 | Probe Bear     | B     | battlefield |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | ramp1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | ramp1    |
      | bear3   | ramp1    |
    And A orders the blockers of ramp1: bear2, bear3
    Then the stack is:
      | source | controller | kind      |
      | ramp1  | A          | triggered |
    When all players pass priority
    Then the objects are:
      | id    | power | toughness |
      | ramp1 | 3     | 3         |

  @rule:mtg:509.5c
  Scenario: [8] A "becomes blocked" ability doesn't trigger when no creature blocks
    Given the objects:
      | id    | card           | owner | zone        |
      | ramp1 | Probe Rampager | A     | battlefield |
      | bear2 | Probe Bear     | B     | battlefield |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | ramp1    | B      |
    And all players pass priority
    And B declares no blockers
    Then no stack_push event happened
    And the stack is empty

  @rule:mtg:603.3
  Scenario: [9] A trigger whose only legal target is its own source goes on the stack targeting it
    # 603.3d (outside the index): the controller chooses the trigger's targets as it is put on the stack.
    # Probe Shaman ("at the beginning of combat on your turn, target creature gets +2/+0") is the only creature.
    Given the objects:
      | id      | card         | owner | zone        |
      | shaman1 | Probe Shaman | A     | battlefield |
    And the turn:
      | turn          | 3              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    When all players pass priority
    Then the stack is:
      | kind      | source  | controller | targets |
      | triggered | shaman1 | A          | shaman1 |
    When all players pass priority
    Then the objects are:
      | id      | power |
      | shaman1 | 4     |

  @rule:mtg:603.3
  Scenario: [10] A trigger's target must be legal: a land is not a creature
    # 603.3d, 115.1 (outside the index): "target creature" can't be a land. The choice is rejected and asked
    # again; a creature is accepted. "Target creature" is one target: the choice asks for exactly one (count).
    Given the objects:
      | id      | card         | owner | zone        |
      | shaman1 | Probe Shaman | A     | battlefield |
      | bear1   | Probe Bear   | A     | battlefield |
      | forest1 | Probe Forest | A     | battlefield |
    And the turn:
      | turn          | 3              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    When all players pass priority
    Then A must choose targets:
      | count   | 1              |
      | options | shaman1, bear1 |
    # A choice for a trigger the game doesn't know (ghost9 names nothing) is refused as unknown_object, the
    # code PROTOCOL.md fixes for an id the game does not know; the target itself would be legal.
    When A chooses targets bear1 for ghost9
    Then the action is rejected as unknown_object
    When A chooses targets forest1 for shaman1#1
    Then the action is rejected as invalid_target
    And the stack is empty
    When A chooses targets bear1 for shaman1#1
    Then the stack is:
      | kind      | source  | controller | targets |
      | triggered | shaman1 | A          | bear1   |

  @rule:mtg:509.5g @rule:mtg:509.1
  Scenario: [11] An "attacks and isn't blocked" ability triggers when the defending player has no creature to block with
    # B controls no creature, so B's declaration of blockers is one of none, with or without a prompt (509.1):
    # Probe Dwellers is declared unblocked all the same, and its ability triggers.
    Given the objects:
      | id     | card           | owner | zone        |
      | dwell1 | Probe Dwellers | A     | battlefield |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | dwell1   | B      |
    And all players pass priority
    Then the turn is:
      | step     | declare blockers |
      | priority | A                |
    And the stack is:
      | source | controller | kind      |
      | dwell1 | A          | triggered |
    When all players pass priority
    Then the objects are:
      | id     | power | toughness |
      | dwell1 | 4     | 2         |
    When players pass priority until postcombat main
    Then the events include, in order:
      | type         | source | target | amount |
      | damage_dealt | dwell1 | B      | 4      |

  @rule:mtg:508.3a
  Scenario: [12] An attack trigger whose creature left the battlefield does nothing to the card that comes back
    # Probe Wolves attacks and its ability triggers ("it gets +2/+0 until end of turn"). In response A exiles it
    # with Probe Journey. When the ability resolves its creature is gone: the card in exile is a new object
    # (400.7, outside the index), so the ability does nothing, and the Wolves that Journey returns at the end
    # step, a new object again, is a 2/3 with a +1/+1 counter (3/4), not also +2/+0 for the rest of the turn.
    Given the objects:
      | id       | card          | owner | zone        |
      | wolves1  | Probe Wolves  | A     | battlefield |
      | plains1  | Probe Plains  | A     | battlefield |
      | plains2  | Probe Plains  | A     | battlefield |
      | journey1 | Probe Journey | A     | hand        |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | wolves1  | B      |
    Then the stack is:
      | source  | controller | kind      |
      | wolves1 | A          | triggered |
    When A activates plains1
    And A activates plains2
    And A casts journey1 targeting wolves1
    And all players pass priority
    Then the objects are:
      | id      | zone  |
      | wolves1 | exile |
    And the stack is:
      | source  | controller | kind      |
      | wolves1 | A          | triggered |
    When all players pass priority
    Then the stack is empty
    When players pass priority until end step
    Then the stack is:
      | source   | controller | kind      |
      | journey1 | A          | triggered |
    When all players pass priority
    Then the objects are:
      | id      | zone        | counters     | power | toughness |
      | wolves1 | battlefield | {"+1/+1": 1} | 3     | 4         |
