"""quilltune.evaluate"""
