"""quilltune.export"""
